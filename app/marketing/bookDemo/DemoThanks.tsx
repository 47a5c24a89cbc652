import { useEffect, useRef } from 'react';
import { Card } from '../../ui/Card';
import { Icon } from '../../ui/Icon';
import { NavButton } from '../../ui/NavButton';
import * as sections from '../shared/sections.css';
import * as styles from './BookDemoPage.css';

/** What replaces the form once the demo request is in (spec section 2). */
export function DemoThanks() {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the user was in is gone: bring them, and screen readers, to the answer.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <div className={styles.thanks}>
      <Card as="section" padding="lg" raised className={styles.thanksCard}>
        <span className={styles.thanksIcon}>
          <Icon name="check" size={24} />
        </span>
        <h1 ref={heading} tabIndex={-1} className={styles.thanksHeading}>
          Thank you!
        </h1>
        <p className={sections.lead}>
          We've received your demo request. Our team will contact you within 24 hours to schedule
          your personalized demo.
        </p>
        <NavButton to="/">Return to Home</NavButton>
      </Card>
    </div>
  );
}
