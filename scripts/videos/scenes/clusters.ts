import { mix, type Rgb } from '../canvas';
import { cardBackground, palette, textLine } from '../glyphs';
import { lerp, osc, seeded, smoothstep } from '../motion';
import { CARD, type Scene } from './scene';

export interface Group {
  x: number;
  y: number;
  color: Rgb;
}

export interface Point {
  messyX: number;
  messyY: number;
  dx: number;
  dy: number;
  group: number;
  wobble: number;
}

/** Scattered points, each with a place in one of `groups` (positions in 0-1 units). */
export function scatter(seed: number, count: number, groups: number, spread: number): Point[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, i) => {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * spread;
    return {
      messyX: 0.1 + random() * 0.8,
      messyY: 0.14 + random() * 0.72,
      dx: Math.cos(angle) * distance,
      dy: Math.sin(angle) * distance,
      group: i % groups,
      wobble: random(),
    };
  });
}

/** How organised the points are at phase p: messy, sorting, sorted, back to messy. */
export const organised = (p: number) => smoothstep(0.12, 0.42, p) - smoothstep(0.72, 0.95, p);

const groups: Group[] = [
  { x: 0.27, y: 0.64, color: palette.teal },
  { x: 0.52, y: 0.34, color: palette.accent },
  { x: 0.77, y: 0.62, color: palette.violet },
];
const points = scatter(3, 84, groups.length, 0.1);

/** Messy results sort themselves into clear clusters, each labelled, then scatter again. */
export const clusters: Scene = {
  name: 'clusters',
  ...CARD,
  seconds: 8,
  posterPhase: 0.55,
  draw(frame, p) {
    const { width: W, height: H } = frame;
    cardBackground(frame, palette.accent);
    for (let row = 1; row < 6; row++) {
      frame.capsule(W * 0.06, (H * row) / 6, W * 0.94, (H * row) / 6, 0.5, palette.border, 0.6);
    }
    const s = organised(p);
    for (const group of groups) {
      frame.glow(group.x * W, group.y * H, H * 0.12, group.color, 0.12 * s);
      frame.ring(group.x * W, group.y * H, H * 0.17, 1.2, group.color, 0.45 * s);
      textLine(
        frame,
        group.x * W - 36,
        group.y * H - H * 0.24,
        72,
        8,
        mix(palette.muted, group.color, 0.5),
        s,
      );
    }
    for (const point of points) {
      const group = groups[point.group]!;
      const jitter = 1 - s;
      const x =
        lerp(point.messyX, group.x + point.dx * 0.56, s) * W + 6 * jitter * osc(p, 2, point.wobble);
      const y =
        lerp(point.messyY, group.y + point.dy, s) * H + 6 * jitter * osc(p, 1, point.wobble + 0.3);
      frame.circle(x, y, 4, mix(palette.subtle, group.color, s), 0.85);
    }
  },
};
