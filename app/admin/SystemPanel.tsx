import type { EngineStatus, SystemStatus } from '../../sync/contract/system';
import { useSystemStatus } from '../api/queries/system';
import { Badge } from '../ui/Badge';
import { Card } from '../ui/Card';
import { LoadError } from '../ui/LoadError';
import { Skeleton } from '../ui/Skeleton';
import { Inline, Stack } from '../ui/Stack';
import { Heading, Text } from '../ui/Text';
import * as sections from './sections.css';

const AREAS: { key: keyof SystemStatus; label: string }[] = [
  { key: 'transcription', label: 'Speech to text' },
  { key: 'followups', label: 'Follow-up questions' },
  { key: 'ai', label: 'AI insights' },
  { key: 'mail', label: 'Mail' },
];

/**
 * Which engines this server runs (GET /api/admin/system): an operator sees at a glance
 * that speech to text is off, and what to run to turn it on, without reading the log.
 */
export function SystemPanel() {
  const status = useSystemStatus();
  return (
    <section aria-labelledby="system-heading" className={sections.section}>
      <Heading level={2} id="system-heading" className={sections.sectionTitle}>
        System
      </Heading>
      {status.isError ? (
        <LoadError
          title="Could not load the server's engines."
          error={status.error}
          onRetry={() => void status.refetch()}
          isRetrying={status.isFetching}
        />
      ) : (
        <ul className={sections.grid} aria-busy={status.isPending}>
          {AREAS.map(({ key, label }) => (
            <li key={key}>
              <EngineCard label={label} engine={status.data?.[key]} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EngineCard({ label, engine }: { label: string; engine: EngineStatus | undefined }) {
  return (
    <Card>
      <Stack gap="xs">
        <Inline justify="between" align="center">
          <Heading level={3} size="sm">
            {label}
          </Heading>
          {engine ? (
            <Badge tone={engine.available ? 'success' : 'warning'}>
              {engine.available ? engine.engine : `${engine.engine} · action needed`}
            </Badge>
          ) : (
            <Skeleton width="5em" />
          )}
        </Inline>
        {engine ? (
          <Text size="sm" tone="muted">
            {engine.detail}
          </Text>
        ) : (
          <Skeleton width="80%" />
        )}
      </Stack>
    </Card>
  );
}
