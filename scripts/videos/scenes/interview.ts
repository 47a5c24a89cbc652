import { mix } from '../canvas';
import { aiCore, avatar, cardBackground, palette } from '../glyphs';
import { frac, window } from '../motion';
import { CARD, type Scene } from './scene';

const BARS = 29;

/**
 * An AI interviewer (left) asks a short question and an expert (right) answers at
 * length: the voice bars between them take the colour of whoever speaks.
 */
export const interview: Scene = {
  name: 'interview',
  ...CARD,
  seconds: 6,
  posterPhase: 0.62,
  draw(frame, p) {
    const { width: W, height: H } = frame;
    cardBackground(frame, palette.teal);
    const asking = window(p, 0.03, 0.05, 0.27, 0.05);
    const answering = window(p, 0.38, 0.06, 0.88, 0.07);
    const level = Math.max(asking, answering);
    const voice = mix(palette.violet, palette.teal, answering / (asking + answering || 1));
    const cy = H / 2;

    for (let ring = 0; ring < 3; ring++) {
      const grow = frac(2 * p + ring / 3);
      frame.ring(W / 2, cy, H * (0.1 + 0.36 * grow), 1.2, voice, 0.22 * (1 - grow) ** 2 * level);
    }
    frame.glow(W / 2, cy, H * 0.22, voice, 0.1 + 0.1 * level);

    const pitch = 15;
    for (let i = 0; i < BARS; i++) {
      const offset = i - (BARS - 1) / 2;
      const envelope = Math.exp(-((offset / (BARS * 0.34)) ** 2));
      const syllables =
        (0.55 + 0.45 * Math.sin(Math.PI * 2 * 3 * p + i * 0.55)) *
        (0.6 + 0.4 * Math.sin(Math.PI * 2 * 5 * p - i * 0.9 + 1));
      const h = H * (0.012 + 0.3 * envelope * syllables * level);
      const x = W / 2 + offset * pitch;
      const color = mix(voice, palette.text, 0.12 * envelope);
      frame.capsule(x, cy - h, x, cy + h, 3.6, color, 0.55 + 0.45 * envelope);
    }

    aiCore(frame, W * 0.13, cy, 30, asking);
    frame.ring(W * 0.87, cy, 37 + 6 * answering, 1.5, palette.teal, 0.6 * answering);
    frame.glow(W * 0.87, cy, 40, palette.teal, 0.16 * answering);
    avatar(frame, W * 0.87, cy, 64, mix(palette.muted, palette.teal, 0.5 + 0.5 * answering));
  },
};
