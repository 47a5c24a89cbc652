import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'left',
  cursor: 'pointer',
  // RAC marks the Select root invalid, not its button, so the control's own
  // [data-invalid] rule never matches here.
  selectors: { '[data-invalid] > &': { borderColor: vars.color.danger } },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textSubtle } },
});

export const chevron = style({ color: vars.color.textMuted, flexShrink: 0 });
