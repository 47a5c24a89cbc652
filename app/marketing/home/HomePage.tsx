import { NavButton } from '../../ui/NavButton';
import { AutoplayVideo } from '../shared/AutoplayVideo';
import { container } from '../shared/layout.css';
import { MarketingLayout } from '../shared/MarketingLayout';
import * as styles from './HomePage.css';

/**
 * Home (spec section 2). It carries the bundle budget, so it imports only what it shows:
 * no forms, no dialogs, no shared section components it does not use.
 */
const steps = [
  {
    title: 'We interview the people who know',
    body: 'An AI interviewer holds voice interviews with experts or buyers and asks the follow-up questions a good researcher would.',
  },
  {
    title: 'We train an assistant on what they said',
    body: 'The interviews become a custom AI that knows their judgement, language and priorities. Answers are anonymised, never quoted.',
  },
  {
    title: 'Your team asks it anything',
    body: 'Draft, analyse and test ideas against that knowledge whenever you need it, instead of waiting weeks for new research.',
  },
];

export function HomePage() {
  return (
    <MarketingLayout navOverHero>
      <section className={styles.hero} aria-labelledby="home-title">
        <AutoplayVideo name="hero" fill priority />
        <div className={styles.scrim} />
        <div className={`${container} ${styles.content}`}>
          <p className={styles.eyebrow}>Expert interviews, turned into AI</p>
          <h1 id="home-title" className={styles.title}>
            AI assistants powered by human insight
          </h1>
          <p className={styles.lead}>
            Parley interviews the experts and buyers who know your market, then trains an AI
            assistant on what they know, so your team can ask it anything.
          </p>
          <div className={styles.choices}>
            <NavButton to="/marketing" size="lg" className={styles.choice}>
              For Marketers
            </NavButton>
            <NavButton to="/r&d" size="lg" variant="secondary" className={styles.choice}>
              For Researchers
            </NavButton>
          </div>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="how-title">
        <div className={container}>
          <h2 id="how-title" className={styles.sectionTitle}>
            How Parley works
          </h2>
          <ol className={styles.steps}>
            {steps.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.stepBody}>{step.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </MarketingLayout>
  );
}
