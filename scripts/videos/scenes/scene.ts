import type { Frame } from '../canvas';

export interface Scene {
  /** File name without extension: `<name>.webm` and `<name>.webp`. */
  name: string;
  width: number;
  height: number;
  seconds: number;
  /**
   * Phase of the first frame, which is also the poster: a moment where the scene is
   * full, so the poster reads well on its own and the first played frame matches it.
   */
  posterPhase: number;
  /** Paints the scene at loop phase `p` in [0, 1). */
  draw(frame: Frame, p: number): void;
}

/** Card and tab videos share one size: 16:9, crisp enough at ~600 CSS px. */
export const CARD = { width: 800, height: 450 } as const;
