import { useState } from 'react';
import type { ApiToken } from '../../sync/contract/tokens';
import { formatDate, formatDateTime } from '../lib/dateFormat';
import { LoadingList } from '../shell/ListStates';
import { Button } from '../ui/Button';
import { DataTable } from '../ui/DataTable';
import { EmptyState } from '../ui/EmptyState';
import { Skeleton } from '../ui/Skeleton';
import * as styles from './apiTokens.css';
import { RevokeTokenDialog } from './RevokeTokenDialog';

const COLUMNS = ['Name', 'Token', 'Created', 'Last used', 'Actions'] as const;

/** The caller's live tokens: never the secret, only its first characters. */
export function TokenList({ tokens }: { tokens: ApiToken[] | undefined }) {
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  if (!tokens) {
    return (
      <LoadingList label="Loading API tokens…">
        <DataTable caption="API tokens" columns={COLUMNS} isBusy>
          {[0, 1].map((row) => (
            <tr key={row}>
              {COLUMNS.map((column) => (
                <td key={column} data-label={column}>
                  <Skeleton width="70%" />
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      </LoadingList>
    );
  }
  if (tokens.length === 0) {
    return (
      <EmptyState
        title="No API tokens yet"
        description="Create one above to call the Parley API from a script or another service."
      />
    );
  }
  return (
    <>
      <DataTable caption="API tokens" columns={COLUMNS}>
        {tokens.map((token) => (
          <tr key={token.id}>
            <td data-label="Name">{token.name}</td>
            <td data-label="Token" className={styles.mono}>
              {token.prefix}…
            </td>
            <td data-label="Created">{formatDate(token.createdAt)}</td>
            <td data-label="Last used" className={token.lastUsedAt ? undefined : styles.muted}>
              {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}
            </td>
            <td data-label="Actions" className={styles.actionsCell}>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Revoke ${token.name}`}
                onPress={() => setRevoking(token)}
              >
                Revoke
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
      <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
