/**
 * Time helpers for seamless loops. A scene sees its phase `p` in [0, 1); anything built
 * from whole cycles of `p` (osc with integer cycles, frac of p times an integer) or from
 * windows that are 0 at both ends returns to where it started, so the last frame flows
 * into the first.
 */

export const TAU = Math.PI * 2;

/** sin over `cycles` whole turns per loop, shifted by `offset` turns. */
export const osc = (p: number, cycles: number, offset = 0) => Math.sin(TAU * (cycles * p + offset));

export const frac = (v: number) => v - Math.floor(v);

export function smoothstep(edge0: number, edge1: number, v: number): number {
  const t = Math.min(1, Math.max(0, (v - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/** 0 before `start`, eases to 1 over `fadeIn`, holds until `end`, eases to 0 over `fadeOut`. */
export function window(p: number, start: number, fadeIn: number, end: number, fadeOut: number) {
  return smoothstep(start, start + fadeIn, p) * (1 - smoothstep(end, end + fadeOut, p));
}

export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** A deterministic random source, so every run renders the same layout (mulberry32). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
