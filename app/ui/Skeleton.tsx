import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/**
 * A grey placeholder block while content loads. Hidden from assistive technology: put
 * `aria-busy` and a label (or a visually hidden "Loading…") on the region it stands in.
 */
export function Skeleton({ width = '100%', height = '1em', radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius }}
    />
  );
}

/** A paragraph-shaped skeleton: `lines` bars, the last one shorter. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span className={styles.lines} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder bars have no identity.
          key={index}
          width={index === lines - 1 && lines > 1 ? '60%' : '100%'}
        />
      ))}
    </span>
  );
}
