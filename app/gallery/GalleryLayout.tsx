import { Badge, Button, Card, Heading, Inline, Stack, Text } from '../ui';
import * as styles from './Gallery.css';

const TONES = ['default', 'muted', 'subtle', 'accent', 'success', 'warning', 'danger'] as const;

/** The layout and text primitives: Stack, Inline, Text and Heading. */
export function GalleryLayout() {
  return (
    <section aria-labelledby="gallery-layout" className={styles.section}>
      <h2 id="gallery-layout" className={styles.sectionTitle}>
        Layout and text
      </h2>
      <div className={styles.grid}>
        <Card as="section" aria-label="Stack and Inline">
          <Stack gap="md">
            <Heading level={3} size="md">
              Deposit pricing
            </Heading>
            <Text tone="muted" size="sm">
              A Stack puts its children one under another; an Inline puts them side by side and
              wraps when the row is too narrow.
            </Text>
            <Inline gap="xs">
              <Badge tone="accent">ESG</Badge>
              <Badge tone="success">Scope 3</Badge>
              <Badge>SOFR</Badge>
              <Badge>Basis points</Badge>
            </Inline>
            <Inline stackOnPhone justify="end">
              <Button variant="secondary">Skip Question</Button>
              <Button>Submit Answer</Button>
            </Inline>
          </Stack>
        </Card>
        <Card as="section" aria-label="Text tones">
          <Stack gap="xs">
            {TONES.map((tone) => (
              <Text key={tone} tone={tone}>
                Text in the {tone} tone
              </Text>
            ))}
            <Text size="xs" tone="subtle">
              Extra small, subtle: captions and timestamps
            </Text>
          </Stack>
        </Card>
        <Card as="section" aria-label="Headings">
          <Stack gap="sm">
            <Heading level={3} size="display">
              Display
            </Heading>
            <Heading level={3} size="xl">
              Extra large
            </Heading>
            <Heading level={3} size="lg">
              Large
            </Heading>
            <Heading level={3} size="md">
              Medium
            </Heading>
            <Heading level={3} size="sm">
              Small
            </Heading>
          </Stack>
        </Card>
      </div>
    </section>
  );
}
