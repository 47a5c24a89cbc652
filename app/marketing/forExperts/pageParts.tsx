import { type ReactNode, useId } from 'react';
import { Card } from '../../ui/Card';
import * as styles from './pageParts.css';

export { styles as pageStyles };

/** The page's opening: eyebrow, the one `h1`, a lead paragraph and the actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={styles.hero}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.headline}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}

/** A titled section; the heading names the region for screen readers. */
export function PageSection({
  title,
  intro,
  children,
  narrow = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  narrow?: boolean;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={[styles.section, narrow && styles.narrow].filter(Boolean).join(' ')}
    >
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {title}
        </h2>
        {intro && <p className={styles.sectionIntro}>{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/** Numbered cards: "how it works" steps or a process's stages. */
export function StepList({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className={styles.stepGrid}>
      {steps.map((step, index) => (
        <Card as="li" key={step.title}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={styles.itemTitle}>{step.title}</h3>
          <p className={styles.muted}>{step.text}</p>
        </Card>
      ))}
    </ol>
  );
}

/** Unnumbered cards with a title and a line each. */
export function FeatureList({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <Card as="li" key={item.title}>
          <h3 className={styles.itemTitle}>{item.title}</h3>
          <p className={styles.muted}>{item.text}</p>
        </Card>
      ))}
    </ul>
  );
}

/** The closing call to action panel. */
export function CallToAction({
  title,
  text,
  children,
}: {
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Card padding="lg" raised className={styles.callToAction}>
        <h2 id={headingId} className={styles.ctaHeading}>
          {title}
        </h2>
        <p className={`${styles.sectionIntro} ${styles.lead}`}>{text}</p>
        <div className={styles.actions}>{children}</div>
      </Card>
    </section>
  );
}
