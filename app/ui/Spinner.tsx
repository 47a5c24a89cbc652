import * as styles from './Spinner.css';

/**
 * An indeterminate progress ring. `decorative` hides it from assistive technology when
 * the surrounding control already announces the state (a pending Button).
 */
export function Spinner({
  label = 'Loading',
  size = 'md',
  decorative = false,
}: {
  label?: string;
  size?: 'sm' | 'md';
  decorative?: boolean;
}) {
  const className = [styles.spinner, size === 'sm' && styles.small, decorative && styles.inherit]
    .filter(Boolean)
    .join(' ');
  if (decorative) return <span aria-hidden="true" className={className} />;
  return <span role="progressbar" aria-label={label} className={className} />;
}

/** The route guard's "while the current user loads" state (spec section 2). */
export function CentredSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.centred}>
      <Spinner label={label} />
    </div>
  );
}
