import { mix } from '../canvas';
import { avatar, cardBackground, miniWave, palette } from '../glyphs';
import { window } from '../motion';
import { CARD, type Scene } from './scene';

const COLS = 6;
const ROWS = 3;
/** Who speaks in turn, as grid indices. */
const speakers = [7, 2, 15, 10];

/** Many buyers interviewed one after another: each lights up and speaks in turn. */
export const crowd: Scene = {
  name: 'crowd',
  ...CARD,
  seconds: 8,
  posterPhase: 0.12,
  draw(frame, p) {
    const { width: W, height: H } = frame;
    cardBackground(frame, palette.teal);
    const pitchX = W / (COLS + 1);
    const pitchY = H / (ROWS + 1);
    for (let i = 0; i < COLS * ROWS; i++) {
      const x = pitchX * ((i % COLS) + 1);
      const y = pitchY * (Math.floor(i / COLS) + 1) - 8;
      const turn = speakers.indexOf(i);
      const speaking = turn < 0 ? 0 : window(p, turn / 4 + 0.02, 0.05, (turn + 1) / 4 - 0.06, 0.04);
      const color = mix(
        palette.subtle,
        [palette.teal, palette.accent, palette.violet, palette.info][turn] ?? palette.teal,
        turn < 0 ? 0.15 : 0.3 + 0.7 * speaking,
      );
      frame.glow(x, y, 34, color, 0.22 * speaking);
      if (speaking > 0) frame.ring(x, y, 33 + 4 * speaking, 1.5, color, speaking);
      avatar(frame, x, y, 56, color, 0.55 + 0.45 * speaking);
      if (speaking > 0.01) miniWave(frame, x, y + 54, p, speaking, color);
    }
  },
};
