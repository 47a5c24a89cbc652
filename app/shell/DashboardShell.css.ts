import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

const PHONE = '(max-width: 640px)';

export const page = style({ flex: 1, display: 'flex', flexDirection: 'column' });

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.nav,
  minHeight: vars.layout.navHeight,
  background: `color-mix(in srgb, ${vars.color.background} 85%, transparent)`,
  backdropFilter: 'blur(12px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const barInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.layout.navHeight,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.xl}`,
  '@media': { [PHONE]: { padding: `0 ${vars.space.lg}`, gap: vars.space.sm } },
});

/** With links in the bar, phones wrap them onto a row of their own. */
export const barInnerWithNav = style({
  '@media': { [PHONE]: { flexWrap: 'wrap', paddingBlock: vars.space.sm } },
});

/** The dashboard links; on phones they take a row of their own under the brand and menu. */
export const nav = style({
  display: 'flex',
  minWidth: 0,
  '@media': { [PHONE]: { order: 3, flexBasis: '100%' } },
});

// `header &` outranks the design system Link's own colour and underline.
export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  selectors: {
    'header &, header &[data-hovered]': { color: vars.color.text, textDecoration: 'none' },
  },
});

export const brandMark = style({ width: '22px', height: '22px', color: vars.color.accent });

/**
 * The smallest phones (320 px) show the mark alone, so the dashboard's badge and the
 * account menu still fit beside it; the name stays for screen readers.
 */
export const brandName = style({
  '@media': {
    'screen and (max-width: 359px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const spacer = style({ flex: 1 });

export const initials = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.pill,
  background: vars.color.infoSurface,
  color: vars.color.info,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

/** The name beside the initials; phones show the initials alone. */
export const userName = style({
  maxWidth: '22ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [PHONE]: { display: 'none' } },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.xl} ${vars.space.xxxl}`,
  '@media': { [PHONE]: { padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}` } },
});

export const intro = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.lg,
});

export const heading = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  overflowWrap: 'anywhere',
});

export const lead = style({ marginTop: vars.space.xs, color: vars.color.textMuted });
