import { useBrowserValue } from '../lib/useBrowserValue';
import * as styles from './AddToHomeScreenHint.css';
import { currentInstallEnvironment, shouldExplainAddToHomeScreen } from './iosInstall';

/**
 * How to install Parley from Safari on an iPhone or iPad, which has no install prompt
 * of its own. Renders nothing in any other browser, or once Parley is installed.
 */
export function AddToHomeScreenHint({ className }: { className?: string }) {
  const explain = useBrowserValue(explainHere, false);
  if (!explain) return null;
  return (
    <div role="note" className={[styles.hint, className].filter(Boolean).join(' ')}>
      <ShareIcon size={20} className={styles.icon} />
      <p>
        <strong>Install Parley:</strong> tap the Share button
        <ShareIcon size={14} className={styles.inlineIcon} />, then ‘Add to Home Screen’. Your
        answers are kept on this device even offline.
      </p>
    </div>
  );
}

const explainHere = () => shouldExplainAddToHomeScreen(currentInstallEnvironment());

/** Safari's Share symbol: a box with an arrow leaving it. */
function ShareIcon({ size, className }: { size: number; className: string }) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M8 1.5v8.5M5 4.5l3-3 3 3M5.5 7H4a1 1 0 0 0-1 1v5.5a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-1.5" />
    </svg>
  );
}
