import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const createRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const nameField = style({ flex: '1 1 16rem', maxWidth: '28rem' });

/** Lines the button up with the input, below the field's label. */
export const createButton = style({ marginTop: '1.6rem' });

export const secretPanel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
});

export const secret = style({
  flex: '1 1 20rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

export const muted = style({ color: vars.color.textMuted });

export const actionsCell = style({ textAlign: 'right' });
