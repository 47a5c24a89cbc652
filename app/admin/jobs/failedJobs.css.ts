import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { PHONE } from '../layout.css';

export { cardList as list } from '../../ui/layout.css';

export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space.md,
  // Focus lands here after a retry removes the card that had it; no ring for a text line.
  outline: 'none',
});

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const kind = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  '@media': { [PHONE]: { gridTemplateColumns: '1fr' } },
});

export const term = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
  '@media': { [PHONE]: { marginBottom: vars.space.xs } },
});

export const id = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs });

export const lastErrorTitle = style({
  marginBottom: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const lastError = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.relaxed,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const retryError = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
