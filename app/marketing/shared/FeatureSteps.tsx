import { AutoplayVideo } from './AutoplayVideo';
import * as styles from './FeatureSteps.css';
import * as layout from './layout.css';
import * as sections from './sections.css';
import type { VideoName } from './videos';

export interface Step {
  title: string;
  body: string;
  video: VideoName;
}

export interface FeatureStepsProps {
  /** The section's anchor and heading id. */
  id: string;
  title: string;
  intro?: string;
  steps: readonly Step[];
}

/** A numbered list of steps, each beside its video. */
export function FeatureSteps({ id, title, intro, steps }: FeatureStepsProps) {
  return (
    <section id={id} className={sections.section} aria-labelledby={`${id}-title`}>
      <div className={layout.container}>
        <div className={sections.header}>
          <h2 id={`${id}-title`} className={sections.title}>
            {title}
          </h2>
          {intro && <p className={sections.lead}>{intro}</p>}
        </div>
        <ol className={styles.list}>
          {steps.map((step, index) => (
            <li key={step.title} className={`${sections.split} ${styles.step}`}>
              <div className={styles.text}>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.title}>
                  <span className={layout.visuallyHidden}>Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className={sections.body}>{step.body}</p>
              </div>
              <AutoplayVideo name={step.video} />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
