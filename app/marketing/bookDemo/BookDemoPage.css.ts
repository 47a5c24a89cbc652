import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

const PHONE = 'screen and (max-width: 480px)';
const NARROW = 'screen and (max-width: 900px)';

/** Full width, so the quiet accent glow behind the headline is not cut at the content edge. */
export const backdrop = style({
  background: `radial-gradient(ellipse 45% 50% at 25% 0%, color-mix(in srgb, ${vars.color.accent} 10%, transparent), transparent 70%)`,
});

/** The pitch on the left, the form on the right; one column below 900 px. */
export const page = style({
  paddingBlock: vars.space.xxxl,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 520px)',
  gap: vars.space.xxxl,
  alignItems: 'start',
  '@media': {
    [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xxl },
    [PHONE]: { paddingBlock: vars.space.xxl },
  },
});

export const pitch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  paddingTop: vars.space.xl,
  '@media': { [NARROW]: { paddingTop: 0 } },
});

export const points = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const point = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  color: vars.color.text,
});

export const pointIcon = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.pill,
  background: vars.color.infoSurface,
  color: vars.color.accent,
});

export const formCard = style({ boxShadow: vars.shadow.lg });

export const formHeading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const formLead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Two fields side by side on wide screens, stacked on phones. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const thanks = style({
  width: '100%',
  maxWidth: '600px',
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
});

export const thanksCard = style({ alignItems: 'flex-start', gap: vars.space.lg });

export const thanksIcon = style([pointIcon, { width: '48px', height: '48px' }]);

export const thanksHeading = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  outline: 'none',
});
