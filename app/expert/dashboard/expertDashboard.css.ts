import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

const PHONE = '(max-width: 640px)';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  '@media': { [PHONE]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const itemBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const itemTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const metaItem = style({ display: 'flex', gap: vars.space.xs });

export const metaLabel = style({ color: vars.color.textSubtle });

export const metaValue = style({ margin: 0, color: vars.color.text });

export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const projectCell = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

/** Two tabs side by side fit a phone only when they share its width. */
export const tabs = style({});

globalStyle(`${tabs} [role="tablist"]`, {
  '@media': { [PHONE]: { alignSelf: 'stretch' } },
});

globalStyle(`${tabs} [role="tab"]`, {
  '@media': {
    [PHONE]: { flex: 1, padding: `${vars.space.sm} ${vars.space.sm}`, textAlign: 'center' },
  },
});
