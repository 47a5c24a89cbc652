import { mix } from '../canvas';
import { aiCore, avatar, cardBackground, palette, textLine } from '../glyphs';
import { smoothstep, window } from '../motion';
import { CARD, type Scene } from './scene';

const answerLines = [0.92, 0.84, 0.95, 0.58];

/**
 * Your team asks, the assistant answers: a question bubble, typing dots, an answer
 * written line by line and the sources it drew on, then the conversation clears.
 */
export const chat: Scene = {
  name: 'chat',
  ...CARD,
  seconds: 8,
  posterPhase: 0.72,
  draw(frame, p) {
    const { width: W, height: H } = frame;
    cardBackground(frame, palette.violet);
    const clear = 1 - smoothstep(0.88, 0.97, p);

    const asked = window(p, 0.02, 0.07, 2, 0) * clear;
    const qy = H * 0.12 + 10 * (1 - asked);
    const qx = W * 0.4;
    const qw = W * 0.45;
    frame.roundRect(qx, qy, qw, 74, 18, mix(palette.surfaceRaised, palette.accent, 0.32), asked);
    textLine(frame, qx + 22, qy + 27, qw * 0.8, 9, mix(palette.accent, palette.text, 0.55), asked);
    textLine(frame, qx + 22, qy + 49, qw * 0.5, 9, mix(palette.accent, palette.text, 0.55), asked);
    avatar(frame, W * 0.925, qy + 37, 44, palette.accent, asked);

    const typing = window(p, 0.12, 0.03, 0.22, 0.03) * clear;
    const ax = W * 0.16;
    const ay = H * 0.42;
    for (let i = 0; i < 3; i++) {
      const bounce = Math.max(0, Math.sin(Math.PI * 2 * (8 * p - i * 0.15)));
      frame.circle(ax + 26 + i * 16, ay + 30 - 5 * bounce, 4, palette.muted, typing);
    }

    const answered = window(p, 0.22, 0.04, 2, 0) * clear;
    const aw = W * 0.6;
    frame.roundRect(ax, ay, aw, 150, 18, palette.surfaceRaised, answered);
    frame.roundRect(ax, ay, aw, 150, 18, palette.border, 0);
    answerLines.forEach((width, i) => {
      const reveal = smoothstep(0.24 + i * 0.09, 0.33 + i * 0.09, p);
      textLine(
        frame,
        ax + 24,
        ay + 30 + i * 27,
        (aw - 48) * width,
        9,
        palette.muted,
        answered,
        reveal,
      );
    });
    aiCore(frame, W * 0.075, ay + 30, 20, typing + 0.3 * answered);

    const cited = [palette.teal, palette.violet, palette.amber];
    cited.forEach((color, i) => {
      const shown = window(p, 0.64 + i * 0.03, 0.04, 2, 0) * clear;
      const x = ax + i * 104;
      const y = ay + 168 + 6 * (1 - shown);
      frame.roundRect(x, y, 94, 26, 13, mix(palette.surface, color, 0.18), shown);
      frame.circle(x + 16, y + 13, 4, color, shown);
      textLine(frame, x + 28, y + 13, 52, 6, mix(palette.muted, color, 0.3), shown);
    });
  },
};
