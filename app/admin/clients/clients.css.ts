import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { PHONE } from '../layout.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const groupTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  marginBottom: vars.space.sm,
});

export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  borderTop: `1px solid ${vars.color.border}`,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [PHONE]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const person = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const name = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const detail = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexShrink: 0 });

export const none = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.sm} 0`,
});

export const grantForm = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  '@media': { [PHONE]: { flexDirection: 'column', alignItems: 'stretch' } },
});

/** Level with the input, below the field's label (one small line and the field's gap). */
export const grantButton = style({
  marginTop: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xs})`,
  minHeight: '44px',
  '@media': { [PHONE]: { marginTop: 0 } },
});

export const grantField = style({ flex: 1, minWidth: 0 });

export const filter = style({ maxWidth: '360px', width: '100%' });
