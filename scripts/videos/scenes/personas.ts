import { mix } from '../canvas';
import { avatar, cardBackground, palette, textLine } from '../glyphs';
import { lerp, osc } from '../motion';
import { organised, scatter } from './clusters';
import { CARD, type Scene } from './scene';

const groups = [
  { x: 0.2, color: palette.teal },
  { x: 0.5, color: palette.accent },
  { x: 0.8, color: palette.amber },
];
const people = scatter(9, 27, groups.length, 0);

/** Buyers drift into three personas, each summed up on a card, then mingle again. */
export const personas: Scene = {
  name: 'personas',
  ...CARD,
  seconds: 8,
  posterPhase: 0.55,
  draw(frame, p) {
    const { width: W, height: H } = frame;
    cardBackground(frame, palette.amber);
    const s = organised(p);

    for (const group of groups) {
      const x = group.x * W - 100;
      const y = H * 0.1 + 10 * (1 - s);
      frame.roundRect(x, y, 200, 104, 16, mix(palette.surfaceRaised, group.color, 0.08), s);
      frame.roundRect(x, y, 200, 4, 2, group.color, s * 0.8);
      avatar(frame, x + 38, y + 44, 46, group.color, s);
      textLine(frame, x + 72, y + 34, 96, 10, palette.text, s * 0.9);
      textLine(frame, x + 72, y + 54, 80, 7, palette.subtle, s);
      frame.roundRect(x + 72, y + 70, 54, 18, 9, mix(palette.surface, group.color, 0.3), s);
    }

    people.forEach((person, i) => {
      const group = groups[person.group]!;
      const slot = Math.floor(i / groups.length);
      const gx = group.x * W + ((slot % 3) - 1) * 48;
      const gy = H * 0.58 + Math.floor(slot / 3) * 48;
      const jitter = (1 - s) * 6;
      const x = lerp(person.messyX * W, gx, s) + jitter * osc(p, 1, person.wobble);
      const y =
        lerp(H * (0.3 + person.messyY * 0.65), gy, s) + jitter * osc(p, 2, person.wobble + 0.4);
      avatar(frame, x, y, 34, mix(palette.subtle, group.color, s), 0.9);
    });
  },
};
