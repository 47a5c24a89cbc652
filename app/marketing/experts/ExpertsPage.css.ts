import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  textAlign: 'center',
});

export const facts = style([stats, { width: '100%' }]);

/** The value reads first although the label comes first in the markup (dt before dd). */
export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const statValue = style({ margin: 0, color: vars.color.accent });

export const example = style({ margin: 0, gap: vars.space.lg });

export const ledger = style({ display: 'flex', flexDirection: 'column', margin: 0 });

export const ledgerRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.lg,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const ledgerAmount = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const ledgerTotal = style({
  borderBottom: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
});

export const ledgerTotalAmount = style([
  ledgerAmount,
  { color: vars.color.success, fontSize: vars.fontSize.xl },
]);
