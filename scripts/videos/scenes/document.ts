import { mix } from '../canvas';
import { cardBackground, palette, textLine } from '../glyphs';
import { osc, seeded, smoothstep, window } from '../motion';
import { CARD, type Scene } from './scene';

/** A protocol being drafted: heading, sections and paragraphs written in order. */
const lines = (() => {
  const random = seeded(5);
  const out: { kind: 'heading' | 'section' | 'body'; width: number }[] = [
    { kind: 'heading', width: 0.55 },
  ];
  for (let section = 0; section < 3; section++) {
    out.push({ kind: 'section', width: 0.3 + random() * 0.15 });
    const count = section === 2 ? 4 : 3;
    for (let i = 0; i < count; i++) {
      out.push({
        kind: 'body',
        width: i === count - 1 ? 0.45 + random() * 0.2 : 0.88 + random() * 0.1,
      });
    }
  }
  return out;
})();

export const document: Scene = {
  name: 'document',
  ...CARD,
  seconds: 8,
  posterPhase: 0.8,
  draw(frame, p) {
    const { width: W, height: H } = frame;
    cardBackground(frame, palette.info);
    const px = W * 0.2;
    const pw = W * 0.6;
    frame.roundRect(px, H * 0.07, pw, H, 16, mix(palette.surfaceRaised, palette.info, 0.04));
    frame.roundRect(px + 28, H * 0.07 + 24, 84, 22, 11, mix(palette.surface, palette.accent, 0.3));
    textLine(frame, px + 40, H * 0.07 + 35, 60, 6, palette.accent, 0.9);

    const clear = 1 - smoothstep(0.86, 0.97, p);
    const written = smoothstep(0.04, 0.76, p) * lines.length;
    let y = H * 0.07 + 78;
    let caret: readonly [number, number] | undefined;
    for (const [i, line] of lines.entries()) {
      const reveal = Math.min(1, Math.max(0, written - i));
      const x = px + 28;
      const width = (pw - 56) * line.width;
      if (line.kind === 'section') y += 10;
      const thickness = line.kind === 'heading' ? 16 : line.kind === 'section' ? 10 : 7;
      const color =
        line.kind === 'heading'
          ? palette.text
          : line.kind === 'section'
            ? mix(palette.accent, palette.text, 0.4)
            : palette.subtle;
      textLine(frame, x, y, width, thickness, color, clear, reveal);
      if (reveal > 0 && reveal < 1) caret = [x + width * reveal + 4, y];
      y += line.kind === 'heading' ? 36 : line.kind === 'section' ? 24 : 17;
    }

    const writing = window(p, 0.03, 0.02, 0.76, 0.03);
    if (caret) {
      const [cx, cy] = caret;
      frame.glow(cx, cy, 10, palette.accent, 0.35 * writing);
      frame.capsule(
        cx,
        cy - 9,
        cx,
        cy + 9,
        1.3,
        palette.accent,
        writing * (0.6 + 0.4 * osc(p, 12)),
      );
    }
  },
};
