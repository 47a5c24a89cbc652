import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { '(max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const questions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const questionRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const questionField = style({ flex: 1 });

/** Lines the Remove button up with the input, below the field's label. */
export const removeButton = style({ marginTop: '26px' });

export const addRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
