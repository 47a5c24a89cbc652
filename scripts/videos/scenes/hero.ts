import { hex, mix } from '../canvas';
import { palette } from '../glyphs';
import { frac, osc, seeded, TAU } from '../motion';
import type { Scene } from './scene';

const sparks = (() => {
  const random = seeded(7);
  return Array.from({ length: 26 }, () => ({
    x: 0.18 + random() * 0.64,
    speed: 1 + Math.floor(random() * 2),
    offset: random(),
    sway: random(),
  }));
})();

const waves = [
  { color: palette.accent, f1: 0.011, f2: 0.027, k1: 1, k2: 2, phase: 0, weight: 1 },
  { color: palette.violet, f1: 0.009, f2: 0.021, k1: 2, k2: 1, phase: 0.3, weight: 0.8 },
  { color: palette.teal, f1: 0.013, f2: 0.018, k1: 1, k2: 3, phase: 0.6, weight: 0.6 },
  { color: palette.info, f1: 0.007, f2: 0.031, k1: 2, k2: 2, phase: 0.85, weight: 0.7 },
];

/**
 * Home hero: soft colour fields drifting behind a few glowing voice waveforms, with
 * sparks of "insight" rising off them. Dark and slow, since the headline sits on top.
 */
export const hero: Scene = {
  name: 'hero',
  width: 960,
  height: 540,
  seconds: 8,
  posterPhase: 0.2,
  draw(frame, p) {
    const { width: W, height: H } = frame;
    const top = hex('#07080c');
    frame.fill((_, y) => mix(top, palette.background, y / H));

    frame.glow(
      W * (0.3 + 0.07 * osc(p, 1)),
      H * (0.42 + 0.08 * osc(p, 1, 0.25)),
      W * 0.2,
      palette.accent,
      0.2,
    );
    frame.glow(
      W * (0.7 + 0.06 * osc(p, 1, 0.5)),
      H * (0.55 + 0.07 * osc(p, 1, 0.1)),
      W * 0.18,
      palette.violet,
      0.16,
    );
    frame.glow(W * (0.5 + 0.12 * osc(p, 1, 0.7)), H * 0.82, W * 0.16, palette.teal, 0.09);

    const baseline = H * 0.6;
    for (const wave of waves) {
      const breath = 0.7 + 0.3 * osc(p, 1, wave.phase);
      const envelope = (x: number) => {
        const u = x / W - 0.5;
        return Math.exp(-(u * u) / 0.07);
      };
      const curve = (x: number) =>
        baseline +
        H *
          0.17 *
          envelope(x) *
          breath *
          wave.weight *
          (0.62 * Math.sin(x * wave.f1 + TAU * (wave.k1 * p + wave.phase)) +
            0.38 * Math.sin(x * wave.f2 - TAU * (wave.k2 * p)));
      // The lines fade out towards the edges instead of merging into one bright rule.
      const fade = (x: number) => 0.15 + 0.85 * envelope(x);
      frame.graph(curve, 4, wave.color, (x) => 0.07 * fade(x));
      frame.graph(curve, 1.1, mix(wave.color, palette.text, 0.15), (x) => 0.6 * fade(x));
    }

    for (const spark of sparks) {
      const rise = frac(spark.speed * p + spark.offset);
      const x = W * spark.x + 14 * osc(p, 1, spark.sway);
      const y = baseline - H * 0.34 * rise;
      const alpha = Math.sin(Math.PI * rise) ** 2;
      frame.glow(x, y, 4, palette.accent, 0.35 * alpha);
      frame.circle(x, y, 1.3, palette.text, 0.7 * alpha);
    }
  },
};
