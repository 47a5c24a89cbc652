import { mix } from '../canvas';
import { cardBackground, palette, textLine } from '../glyphs';
import { smoothstep, window } from '../motion';
import { CARD, type Scene } from './scene';

const cards = [
  { color: palette.teal, body: [0.9, 0.7] },
  { color: palette.accent, body: [0.85, 0.95, 0.5] },
  { color: palette.violet, body: [0.8, 0.6] },
];

/** An ad, an e-mail and a post, each composed piece by piece in the buyers' language. */
export const content: Scene = {
  name: 'content',
  ...CARD,
  seconds: 8,
  posterPhase: 0.74,
  draw(frame, p) {
    const { width: W, height: H } = frame;
    cardBackground(frame, palette.accent);
    const clear = 1 - smoothstep(0.86, 0.96, p);
    const cw = W * 0.25;
    const gap = W * 0.045;
    const left = (W - 3 * cw - 2 * gap) / 2;

    cards.forEach((card, k) => {
      const start = 0.04 + k * 0.16;
      const shown = window(p, start, 0.06, 2, 0) * clear;
      const x = left + k * (cw + gap);
      const y = H * 0.14 + 14 * (1 - shown) + (k === 1 ? -12 : 12);
      const h = H * 0.68;
      frame.roundRect(x, y, cw, h, 16, mix(palette.surfaceRaised, card.color, 0.05), shown);

      const image = window(p, start + 0.04, 0.06, 2, 0) * clear;
      frame.roundRect(
        x + 14,
        y + 14,
        cw - 28,
        h * 0.42,
        10,
        mix(palette.surface, card.color, 0.28),
        image,
      );
      frame.circle(
        x + cw * 0.7,
        y + 14 + h * 0.14,
        13,
        mix(card.color, palette.text, 0.3),
        image * 0.8,
      );
      frame.capsule(x + 30, y + h * 0.4, x + cw * 0.42, y + h * 0.24, 4, card.color, image * 0.7);
      frame.capsule(
        x + cw * 0.42,
        y + h * 0.24,
        x + cw - 30,
        y + h * 0.4,
        4,
        card.color,
        image * 0.7,
      );

      const title = smoothstep(start + 0.07, start + 0.13, p);
      textLine(frame, x + 16, y + h * 0.55, cw * 0.7, 11, palette.text, shown * 0.9, title);
      card.body.forEach((width, i) => {
        const reveal = smoothstep(start + 0.1 + i * 0.03, start + 0.15 + i * 0.03, p);
        textLine(
          frame,
          x + 16,
          y + h * 0.66 + i * 15,
          (cw - 32) * width,
          6,
          palette.subtle,
          shown,
          reveal,
        );
      });
      const button = window(p, start + 0.18, 0.04, 2, 0) * clear;
      frame.roundRect(x + 16, y + h - 44, 78, 28, 14, card.color, button * 0.9);
      textLine(frame, x + 30, y + h - 30, 50, 6, palette.background, button * 0.8);
      frame.glow(
        x + cw / 2,
        y + h / 2,
        cw * 0.35,
        card.color,
        0.12 * window(p, start, 0.05, start + 0.12, 0.1),
      );
    });
  },
};
