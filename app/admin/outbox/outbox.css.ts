import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { PHONE } from '../layout.css';

export { cardList as list } from '../../ui/layout.css';

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.infoSurface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  marginBottom: vars.space.lg,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.md,
  '@media': { [PHONE]: { flexDirection: 'column' } },
});

export const subject = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const error = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const body = style({
  marginTop: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
