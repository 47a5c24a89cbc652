import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { iconOnly } from '../../ui/Button.css';
import { Icon } from '../../ui/Icon';
import { Tooltip } from '../../ui/Tooltip';
import * as styles from './clientDashboard.css';

/**
 * A figure's heading with an ⓘ button that says how the figure was computed. Hover or
 * keyboard focus shows the explanation as a tooltip; pressing the button pins it open
 * below the heading, which is also how it reaches touch screens, where tooltips never open.
 */
export function Explained({
  about,
  explanation,
  children,
}: {
  /** What is explained, for the button's name: 'Interview Completion'. */
  about: string;
  explanation: string;
  /** The heading or label the button sits beside. */
  children: ReactNode;
}) {
  const [isPinned, setPinned] = useState(false);
  const panelId = useId();
  return (
    <>
      <div className={styles.explainedHead}>
        {children}
        <Tooltip content={explanation} placement="top">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`How ${about} is computed`}
            aria-expanded={isPinned}
            aria-controls={isPinned ? panelId : undefined}
            onPress={() => setPinned((pinned) => !pinned)}
            className={`${iconOnly} ${styles.infoButton}`}
          >
            <Icon name="info" />
          </Button>
        </Tooltip>
      </div>
      {isPinned && (
        <p id={panelId} className={styles.explanation}>
          {explanation}
        </p>
      )}
    </>
  );
}
