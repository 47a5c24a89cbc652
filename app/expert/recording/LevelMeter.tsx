import * as styles from './VoiceRecorder.css';

/** The microphone's loudness as a bar: role meter, 0-100. */
export function LevelMeter({ level }: { level: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, level)) * 100);
  return (
    // biome-ignore lint/a11y/useSemanticElements: <meter> cannot be restyled alike across browsers.
    <div
      role="meter"
      aria-label="Microphone level"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={styles.meterTrack}
    >
      <div className={styles.meterFill} style={{ transform: `scaleX(${percent / 100})` }} />
    </div>
  );
}
