import type { ReactNode } from 'react';
import {
  Label,
  ProgressBar as RacProgressBar,
  type ProgressBarProps as RacProgressBarProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps
  extends Omit<RacProgressBarProps, 'className' | 'style' | 'children'> {
  /** Visible label; use `aria-label` instead when the context already says it. */
  label?: ReactNode;
  /** Show the value text (default: percent, or `valueLabel`) next to the label. */
  showValue?: boolean;
  tone?: keyof typeof styles.tones;
  className?: string;
}

/**
 * A determinate progress bar (role progressbar with value, min and max), e.g.
 * answered / total questions: `<ProgressBar label="Progress" value={3} maxValue={10}
 * valueLabel="3/10" />`.
 */
export function ProgressBar({
  label,
  showValue = true,
  tone = 'accent',
  className,
  ...props
}: ProgressBarProps) {
  return (
    <RacProgressBar {...props} className={[styles.progress, className].filter(Boolean).join(' ')}>
      {({ percentage, valueText }) => (
        <>
          {label ? <Label className={styles.label}>{label}</Label> : <span />}
          {showValue && <span className={styles.value}>{valueText}</span>}
          <div className={styles.track}>
            <div
              className={`${styles.fill} ${styles.tones[tone]}`}
              style={{ width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RacProgressBar>
  );
}
