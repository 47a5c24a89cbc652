/** The meter's floor: quieter than this reads as silence. */
const FLOOR_DB = -60;
/** React state updates per second; the analyser itself is read every animation frame. */
const UPDATES_PER_SECOND = 10;

/**
 * The loudness of a block of samples on a 0..1 scale: RMS in decibels from -60 dB (0)
 * to full scale (1). Linear RMS of speech hovers around 0.05, which would barely move
 * a bar; decibels match how loud it sounds.
 */
export function levelOf(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / samples.length);
  if (rms === 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (db - FLOOR_DB) / -FLOOR_DB));
}

/**
 * Feeds the microphone's level to `onLevel` about ten times a second (the loudest
 * frame since the last update, so short syllables still show). Returns a stop
 * function. Without Web Audio the meter stays at 0 and recording is unaffected.
 */
export function watchMicLevel(stream: MediaStream, onLevel: (level: number) => void): () => void {
  let context: AudioContext;
  try {
    context = new AudioContext();
  } catch {
    return () => {};
  }
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  context.createMediaStreamSource(stream).connect(analyser);
  // Created after awaiting the microphone, the context may start suspended.
  void context.resume().catch(() => {});
  const samples = new Float32Array(analyser.fftSize);
  let loudest = 0;
  let lastUpdate = 0;
  let frame = requestAnimationFrame(function read(now) {
    analyser.getFloatTimeDomainData(samples);
    loudest = Math.max(loudest, levelOf(samples));
    if (now - lastUpdate >= 1000 / UPDATES_PER_SECOND) {
      onLevel(loudest);
      loudest = 0;
      lastUpdate = now;
    }
    frame = requestAnimationFrame(read);
  });
  return () => {
    cancelAnimationFrame(frame);
    void context.close().catch(() => {});
  };
}
