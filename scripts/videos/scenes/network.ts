import { mix } from '../canvas';
import { aiCore, avatar, cardBackground, palette } from '../glyphs';
import { frac, osc, seeded, TAU } from '../motion';
import { CARD, type Scene } from './scene';

const PEOPLE = 8;
const colors = [palette.teal, palette.accent, palette.violet, palette.info];

const crowd = (() => {
  const random = seeded(11);
  return Array.from({ length: 22 }, () => ({
    angle: random() * TAU,
    distance: 0.46 + random() * 0.14,
    size: 1.5 + random() * 1.5,
    twinkle: random(),
  }));
})();

/**
 * Knowledge flows from the people interviewed into one model: pulses travel along the
 * spokes from each person into the glowing core.
 */
export const network: Scene = {
  name: 'network',
  ...CARD,
  seconds: 6,
  posterPhase: 0.1,
  draw(frame, p) {
    const { width: W, height: H } = frame;
    cardBackground(frame, palette.accent);
    const cx = W / 2;
    const cy = H / 2;

    for (const dot of crowd) {
      const x = cx + Math.cos(dot.angle) * W * dot.distance * 0.82;
      const y = cy + Math.sin(dot.angle) * H * dot.distance;
      frame.circle(x, y, dot.size, palette.subtle, 0.25 + 0.2 * osc(p, 1, dot.twinkle));
    }

    const nodes = Array.from({ length: PEOPLE }, (_, i) => {
      const angle = (TAU * i) / PEOPLE + 0.2;
      return {
        x: cx + Math.cos(angle) * W * 0.33 + 5 * osc(p, 1, i / PEOPLE),
        y: cy + Math.sin(angle) * H * 0.34 + 5 * osc(p, 1, 0.25 + i / PEOPLE),
        color: colors[i % colors.length]!,
        offset: (i * 3) / PEOPLE,
      };
    });

    nodes.forEach((node, i) => {
      const next = nodes[(i + 1) % PEOPLE]!;
      frame.capsule(node.x, node.y, next.x, next.y, 0.6, palette.borderStrong, 0.35);
      frame.capsule(node.x, node.y, cx, cy, 0.8, mix(palette.borderStrong, node.color, 0.3), 0.5);
    });

    let energy = 0;
    for (const node of nodes) {
      const travel = frac(p * 2 + node.offset);
      const x = node.x + (cx - node.x) * travel;
      const y = node.y + (cy - node.y) * travel;
      const alpha = Math.sin(Math.PI * travel);
      frame.glow(x, y, 6, node.color, 0.5 * alpha);
      frame.circle(x, y, 2.4, mix(node.color, palette.text, 0.3), alpha);
      energy += Math.exp(-(((1 - travel) / 0.07) ** 2));
    }

    for (const node of nodes) avatar(frame, node.x, node.y, 46, node.color);
    aiCore(frame, cx, cy, 34, Math.min(1, energy));
  },
};
