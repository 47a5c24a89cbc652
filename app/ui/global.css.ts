import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle(':root', { colorScheme: 'dark' });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '16px',
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});
globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });
globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});
globalStyle('p', { margin: 0 });
globalStyle('a', { color: vars.color.accent });
globalStyle('img, video, svg', { display: 'block', maxWidth: '100%' });
// One visible focus style for everything that can take keyboard focus.
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
globalStyle('::selection', { background: vars.color.accent, color: vars.color.accentText });
// react-aria's usePress would inject this rule as an inline <style> (no double-tap-zoom
// delay on touch), which the pages' Content-Security-Policy blocks. It lives here instead,
// and index.html holds the element id react-aria checks first, so it never tries.
// :where() keeps it as weak as react-aria's own @layer: any component style wins.
globalStyle(':where([data-react-aria-pressable])', { touchAction: 'pan-x pan-y pinch-zoom' });
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
