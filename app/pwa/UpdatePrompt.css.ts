import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

const PHONE = '(max-width: 480px)';

/**
 * Bottom left, so it never sits under the toasts (bottom right). Above the page but
 * under dialogs and toasts: a notice, not an interruption.
 */
export const corner = style({
  position: 'fixed',
  zIndex: vars.zIndex.nav,
  left: vars.space.lg,
  bottom: vars.space.lg,
  width: 'min(360px, calc(100vw - 32px))',
  '@media': {
    [PHONE]: { left: vars.space.sm, right: vars.space.sm, bottom: vars.space.sm, width: 'auto' },
  },
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
});

export const title = style({
  alignSelf: 'center',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const text = style({
  gridColumn: '1 / -1',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const action = style({
  gridColumn: '1 / -1',
  justifySelf: 'start',
  marginTop: vars.space.xs,
});
