import { mix, type Rgb } from '../canvas';
import { avatar, cardBackground, palette, textLine } from '../glyphs';
import { frac, osc } from '../motion';
import { CARD, type Scene } from './scene';

/** Three kinds of evidence: a paper, an expert, a data set. */
type Source = { x: number; y: number; color: Rgb; draw: (x: number, y: number) => void };

/**
 * Triangulation: a paper, an expert and a data set each send evidence to the middle,
 * where their overlapping circles meet and the shared finding lights up.
 */
export const triangulate: Scene = {
  name: 'triangulate',
  ...CARD,
  seconds: 6,
  posterPhase: 0.45,
  draw(frame, p) {
    const { width: W, height: H } = frame;
    cardBackground(frame, palette.violet);
    const cx = W / 2;
    const cy = H * 0.6;

    const sources: Source[] = [
      {
        x: W / 2,
        y: H * 0.18,
        color: palette.teal,
        draw: (x, y) => {
          frame.roundRect(x - 13, y - 17, 26, 34, 4, mix(palette.surfaceRaised, palette.teal, 0.2));
          for (let i = 0; i < 3; i++)
            textLine(frame, x - 7, y - 8 + i * 8, i === 2 ? 9 : 14, 3, palette.teal);
        },
      },
      {
        x: W * 0.25,
        y: H * 0.82,
        color: palette.accent,
        draw: (x, y) => avatar(frame, x, y, 44, palette.accent),
      },
      {
        x: W * 0.75,
        y: H * 0.82,
        color: palette.violet,
        draw: (x, y) => {
          frame.circle(x, y, 22, mix(palette.surfaceRaised, palette.violet, 0.12));
          frame.ring(x, y, 22, 1.5, mix(palette.border, palette.violet, 0.5));
          [8, 14, 10].forEach((h, i) => {
            frame.capsule(x - 8 + i * 8, y + 9, x - 8 + i * 8, y + 9 - h, 2.6, palette.violet);
          });
        },
      },
    ];

    let arrival = 0;
    sources.forEach((source, i) => {
      const pull = 0.5 + 0.08 * osc(p, 1, i / 3);
      const ox = source.x + (cx - source.x) * pull;
      const oy = source.y + (cy - source.y) * pull;
      frame.circle(ox, oy, H * 0.22, source.color, 0.07);
      frame.ring(ox, oy, H * 0.22, 1.2, source.color, 0.4);
      frame.capsule(
        source.x,
        source.y,
        cx,
        cy,
        0.7,
        mix(palette.borderStrong, source.color, 0.4),
        0.6,
      );
      const travel = frac(2 * p);
      const x = source.x + (cx - source.x) * travel;
      const y = source.y + (cy - source.y) * travel;
      const alpha = Math.sin(Math.PI * travel);
      frame.glow(x, y, 6, source.color, 0.5 * alpha);
      frame.circle(x, y, 2.6, mix(source.color, palette.text, 0.3), alpha);
      arrival = Math.exp(-(((1 - travel) / 0.1) ** 2));
    });

    const energy = 0.35 + 0.65 * arrival;
    frame.glow(cx, cy, 18 + 10 * arrival, palette.text, 0.22 * energy);
    frame.circle(cx, cy, 7 + 2 * arrival, mix(palette.accent, palette.text, 0.6));
    frame.ring(cx, cy, 14 + 4 * arrival, 1.2, palette.text, 0.5 * energy);
    for (const source of sources) source.draw(source.x, source.y);
  },
};
