import { mix } from '../canvas';
import { aiCore, avatar, cardBackground, miniWave, palette, textLine } from '../glyphs';
import { TAU, window } from '../motion';
import { CARD, type Scene } from './scene';

const SEATS = 6;
const colors = [
  palette.teal,
  palette.accent,
  palette.violet,
  palette.amber,
  palette.info,
  palette.teal,
];

/**
 * An always-on focus group around one table: each persona speaks in turn, its words
 * flowing to the AI in the middle.
 */
export const focusGroup: Scene = {
  name: 'focus-group',
  ...CARD,
  seconds: 9,
  posterPhase: 0.08,
  draw(frame, p) {
    const { width: W, height: H } = frame;
    cardBackground(frame, palette.violet);
    const cx = W / 2;
    const cy = H * 0.55;
    const rx = W * 0.3;
    const ry = H * 0.3;
    const table: [number, number][] = [];
    for (let i = 0; i <= 72; i++) {
      const a = (TAU * i) / 72;
      table.push([cx + Math.cos(a) * rx * 0.72, cy + Math.sin(a) * ry * 0.62]);
    }
    frame.polyline(table, 1, palette.borderStrong, 0.7);

    let energy = 0;
    const seats = Array.from({ length: SEATS }, (_, i) => {
      const a = (TAU * i) / SEATS - Math.PI / 2;
      const speaking = window(p, i / SEATS + 0.015, 0.03, (i + 1) / SEATS - 0.045, 0.03);
      energy = Math.max(energy, speaking);
      return { x: cx + Math.cos(a) * rx, y: cy + Math.sin(a) * ry, speaking, color: colors[i]! };
    });

    for (const seat of seats) {
      if (seat.speaking <= 0.01) continue;
      frame.capsule(seat.x, seat.y, cx, cy, 1, seat.color, 0.5 * seat.speaking);
      frame.glow(seat.x, seat.y, 30, seat.color, 0.22 * seat.speaking);
      frame.ring(seat.x, seat.y, 29 + 3 * seat.speaking, 1.5, seat.color, seat.speaking);
    }
    aiCore(frame, cx, cy, 26, energy * 0.6);
    for (const seat of seats) {
      avatar(
        frame,
        seat.x,
        seat.y,
        48,
        mix(palette.subtle, seat.color, 0.35 + 0.65 * seat.speaking),
        0.6 + 0.4 * seat.speaking,
      );
      if (seat.speaking > 0.01) {
        const bx = Math.min(W - 150, Math.max(16, seat.x + (seat.x < cx ? -150 : 10)));
        const by = seat.y - 74 < 8 ? seat.y + 34 : seat.y - 74;
        frame.roundRect(
          bx,
          by,
          140,
          44,
          12,
          mix(palette.surfaceRaised, seat.color, 0.12),
          seat.speaking,
        );
        textLine(frame, bx + 14, by + 16, 104, 6, palette.muted, seat.speaking);
        textLine(frame, bx + 14, by + 29, 70, 6, palette.muted, seat.speaking);
        miniWave(frame, seat.x, seat.y + 46, p * 2, seat.speaking, seat.color, 4);
      }
    }
  },
};
