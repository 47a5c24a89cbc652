/**
 * A tiny anti-aliased rasteriser for the marketing videos: shapes are signed distance
 * functions painted over their bounding box into a float RGB buffer, so the scenes
 * stay plain TypeScript and ffmpeg only has to encode. No canvas package needed.
 */

export type Rgb = readonly [number, number, number];

/** '#7c9cff' → [0.49, 0.61, 1]. */
export function hex(color: string): Rgb {
  const n = Number.parseInt(color.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export const clamp = (v: number, lo = 0, hi = 1) => Math.min(Math.max(v, lo), hi);

type Distance = (x: number, y: number) => number;

export class Frame {
  readonly pixels: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Float32Array(width * height * 3);
  }

  /** Every pixel from a function of its position (backgrounds). */
  fill(shade: (x: number, y: number) => Rgb): void {
    const { width, height, pixels } = this;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const c = shade(x + 0.5, y + 0.5);
        const i = (y * width + x) * 3;
        pixels[i] = c[0];
        pixels[i + 1] = c[1];
        pixels[i + 2] = c[2];
      }
    }
  }

  circle(cx: number, cy: number, r: number, color: Rgb, alpha = 1): void {
    this.shape(
      cx - r,
      cy - r,
      cx + r,
      cy + r,
      (x, y) => Math.hypot(x - cx, y - cy) - r,
      color,
      alpha,
    );
  }

  ring(cx: number, cy: number, r: number, thickness: number, color: Rgb, alpha = 1): void {
    const outer = r + thickness;
    this.shape(
      cx - outer,
      cy - outer,
      cx + outer,
      cy + outer,
      (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) - thickness / 2,
      color,
      alpha,
    );
  }

  /** A line segment with round ends, `r` half its thickness (bars, strokes, text lines). */
  capsule(ax: number, ay: number, bx: number, by: number, r: number, color: Rgb, alpha = 1): void {
    const dx = bx - ax;
    const dy = by - ay;
    const lengthSquared = dx * dx + dy * dy || 1e-9;
    this.shape(
      Math.min(ax, bx) - r,
      Math.min(ay, by) - r,
      Math.max(ax, bx) + r,
      Math.max(ay, by) + r,
      (x, y) => {
        const t = clamp(((x - ax) * dx + (y - ay) * dy) / lengthSquared);
        return Math.hypot(x - ax - t * dx, y - ay - t * dy) - r;
      },
      color,
      alpha,
    );
  }

  roundRect(x: number, y: number, w: number, h: number, r: number, color: Rgb, alpha = 1): void {
    const cx = x + w / 2;
    const cy = y + h / 2;
    const hx = w / 2 - r;
    const hy = h / 2 - r;
    this.shape(
      x,
      y,
      x + w,
      y + h,
      (px, py) => {
        const qx = Math.abs(px - cx) - hx;
        const qy = Math.abs(py - cy) - hy;
        return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
      },
      color,
      alpha,
    );
  }

  /** A polyline through `points`, drawn as joined capsules. */
  polyline(points: readonly (readonly [number, number])[], r: number, color: Rgb, alpha = 1) {
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1]!;
      const b = points[i]!;
      this.capsule(a[0], a[1], b[0], b[1], r, color, alpha);
    }
  }

  /**
   * The graph of y = curve(x) as a stroke of half-thickness `r`, with per-column opacity.
   * Painted column by column, so a translucent line has no darker joints.
   */
  graph(curve: (x: number) => number, r: number, color: Rgb, opacity: (x: number) => number) {
    const { width, height, pixels } = this;
    for (let x = 0; x < width; x++) {
      const alpha = opacity(x + 0.5);
      if (alpha <= 0.002) continue;
      const y = curve(x + 0.5);
      const slope = curve(x + 1) - curve(x) || 0;
      const stretch = Math.sqrt(1 + slope * slope);
      const reach = (r + 1) * stretch;
      const y0 = Math.max(0, Math.floor(y - reach));
      const y1 = Math.min(height - 1, Math.ceil(y + reach));
      for (let py = y0; py <= y1; py++) {
        const distance = Math.abs(py + 0.5 - y) / stretch - r;
        const coverage = clamp(0.5 - distance) * alpha;
        if (coverage <= 0) continue;
        const i = (py * width + x) * 3;
        pixels[i] = pixels[i]! + (color[0] - pixels[i]!) * coverage;
        pixels[i + 1] = pixels[i + 1]! + (color[1] - pixels[i + 1]!) * coverage;
        pixels[i + 2] = pixels[i + 2]! + (color[2] - pixels[i + 2]!) * coverage;
      }
    }
  }

  /** Additive gaussian light: soft blobs, halos and sparks. */
  glow(cx: number, cy: number, sigma: number, color: Rgb, intensity: number): void {
    if (intensity <= 0) return;
    const reach = sigma * 3;
    const { width, height, pixels } = this;
    const x0 = Math.max(0, Math.floor(cx - reach));
    const x1 = Math.min(width - 1, Math.ceil(cx + reach));
    const y0 = Math.max(0, Math.floor(cy - reach));
    const y1 = Math.min(height - 1, Math.ceil(cy + reach));
    const k = -1 / (2 * sigma * sigma);
    for (let y = y0; y <= y1; y++) {
      const dy = y + 0.5 - cy;
      for (let x = x0; x <= x1; x++) {
        const dx = x + 0.5 - cx;
        const g = intensity * Math.exp((dx * dx + dy * dy) * k);
        const i = (y * width + x) * 3;
        pixels[i] = pixels[i]! + color[0] * g;
        pixels[i + 1] = pixels[i + 1]! + color[1] * g;
        pixels[i + 2] = pixels[i + 2]! + color[2] * g;
      }
    }
  }

  /** 8-bit RGB for ffmpeg's rawvideo input. */
  toRgb24(): Buffer {
    const out = Buffer.alloc(this.width * this.height * 3);
    for (let i = 0; i < out.length; i++) out[i] = Math.round(clamp(this.pixels[i]!) * 255);
    return out;
  }

  // Coverage from the signed distance gives one pixel of anti-aliasing on every edge.
  private shape(
    left: number,
    top: number,
    right: number,
    bottom: number,
    distance: Distance,
    color: Rgb,
    alpha: number,
  ): void {
    if (alpha <= 0.002) return;
    const { width, height, pixels } = this;
    const x0 = Math.max(0, Math.floor(left - 1));
    const x1 = Math.min(width - 1, Math.ceil(right + 1));
    const y0 = Math.max(0, Math.floor(top - 1));
    const y1 = Math.min(height - 1, Math.ceil(bottom + 1));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const coverage = clamp(0.5 - distance(x + 0.5, y + 0.5)) * alpha;
        if (coverage <= 0) continue;
        const i = (y * width + x) * 3;
        pixels[i] = pixels[i]! + (color[0] - pixels[i]!) * coverage;
        pixels[i + 1] = pixels[i + 1]! + (color[1] - pixels[i + 1]!) * coverage;
        pixels[i + 2] = pixels[i + 2]! + (color[2] - pixels[i + 2]!) * coverage;
      }
    }
  }
}
