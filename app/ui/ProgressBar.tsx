import type { ReactNode } from 'react';
import { type AriaProgressBarProps, useProgressBar } from 'react-aria';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends AriaProgressBarProps {
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
 *
 * Built on react-aria's hook rather than RAC's component: RAC's Button imports the
 * ProgressBar module for its context, so using the component anywhere put its code in
 * the chunk every page with a button loads.
 */
export function ProgressBar({
  label,
  showValue = true,
  tone = 'accent',
  className,
  ...props
}: ProgressBarProps) {
  const { value = 0, minValue = 0, maxValue = 100 } = props;
  const { progressBarProps, labelProps } = useProgressBar({ ...props, label });
  const span = maxValue - minValue;
  const percentage = span > 0 ? Math.min(100, Math.max(0, ((value - minValue) / span) * 100)) : 0;
  return (
    <div {...progressBarProps} className={[styles.progress, className].filter(Boolean).join(' ')}>
      {label ? (
        <span {...labelProps} className={styles.label}>
          {label}
        </span>
      ) : (
        <span />
      )}
      {showValue && <span className={styles.value}>{progressBarProps['aria-valuetext']}</span>}
      <div className={styles.track}>
        <div
          className={`${styles.fill} ${styles.tones[tone]}`}
          style={{ width: `${percentage}%` }}
        />
      </div>
    </div>
  );
}
