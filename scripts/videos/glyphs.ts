import { type Frame, hex, mix, type Rgb } from './canvas';

/**
 * The app's dark palette (app/ui/theme.css.ts), so the videos sit on the page without a
 * visible box. Scripts cannot import the vanilla-extract theme, hence the copy.
 */
export const palette = {
  background: hex('#0a0b0f'),
  surface: hex('#12141b'),
  surfaceRaised: hex('#191c25'),
  border: hex('#262a36'),
  borderStrong: hex('#3a4050'),
  text: hex('#eceef4'),
  muted: hex('#a3a9b8'),
  subtle: hex('#7d8496'),
  accent: hex('#7c9cff'),
  info: hex('#6cb6ff'),
  violet: hex('#a98bff'),
  teal: hex('#4fd1c5'),
  amber: hex('#f2c94c'),
};

/** A calm card backdrop: the page colour, slightly lifted in the middle, darker at the edges. */
export function cardBackground(frame: Frame, tint: Rgb = palette.accent): void {
  const { width, height } = frame;
  const lifted = mix(palette.background, tint, 0.07);
  frame.fill((x, y) => {
    const dx = (x - width / 2) / (width * 0.6);
    const dy = (y - height / 2) / (height * 0.75);
    const falloff = Math.exp(-(dx * dx + dy * dy) * 1.6);
    return mix(palette.background, lifted, falloff);
  });
}

/** A person: head and shoulders inside a thin badge ring. `size` is the badge diameter. */
export function avatar(frame: Frame, cx: number, cy: number, size: number, color: Rgb, alpha = 1) {
  frame.circle(cx, cy, size / 2, mix(palette.surfaceRaised, color, 0.12), alpha);
  frame.ring(cx, cy, size / 2, Math.max(1, size * 0.035), mix(palette.border, color, 0.5), alpha);
  frame.circle(cx, cy - size * 0.11, size * 0.15, color, alpha * 0.95);
  frame.capsule(
    cx - size * 0.14,
    cy + size * 0.24,
    cx + size * 0.14,
    cy + size * 0.24,
    size * 0.13,
    color,
    alpha * 0.95,
  );
}

/** The AI: a glowing core with a bright centre. */
export function aiCore(frame: Frame, cx: number, cy: number, radius: number, energy: number) {
  frame.glow(cx, cy, radius * 1.6, palette.accent, 0.18 + 0.22 * energy);
  frame.circle(cx, cy, radius, mix(palette.surfaceRaised, palette.accent, 0.22));
  frame.ring(cx, cy, radius, 2, palette.accent, 0.9);
  frame.ring(cx, cy, radius * 0.62, 1.5, palette.violet, 0.55 + 0.3 * energy);
  frame.circle(cx, cy, radius * 0.28, mix(palette.accent, palette.text, 0.4 + 0.4 * energy));
}

/** A line of "text": a rounded bar, optionally revealed left to right by `reveal` (0-1). */
export function textLine(
  frame: Frame,
  x: number,
  y: number,
  width: number,
  thickness: number,
  color: Rgb,
  alpha = 1,
  reveal = 1,
) {
  if (reveal <= 0) return;
  const r = thickness / 2;
  frame.capsule(x + r, y, x + r + Math.max(0, width * reveal - thickness), y, r, color, alpha);
}

/** A small moving waveform: `count` bars centred on (cx, cy). */
export function miniWave(
  frame: Frame,
  cx: number,
  cy: number,
  p: number,
  level: number,
  color: Rgb,
  count = 5,
) {
  const gap = 6;
  for (let i = 0; i < count; i++) {
    const x = cx + (i - (count - 1) / 2) * gap;
    const h = 2 + level * 9 * (0.5 + 0.5 * Math.sin(Math.PI * 2 * (4 * p) + i * 1.7));
    frame.capsule(x, cy - h, x, cy + h, 1.6, color, 0.4 + 0.6 * level);
  }
}
