/**
 * The width below which screens get their phone layout (320–430 px phones, with room).
 * Plain TypeScript so style files (evaluated by vanilla-extract at build time) share it.
 */
export const PHONE = 'screen and (max-width: 480px)';
