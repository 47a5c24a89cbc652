import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const quality = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const flagged = style({ borderColor: vars.color.warning });

export const score = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const reasons = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const transcript = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** A follow-up sits under the question it follows. */
export const followup = style({
  marginLeft: vars.space.xl,
  paddingLeft: vars.space.md,
  borderLeft: `2px solid ${vars.color.accent}`,
});

export const questionLine = style({ fontWeight: vars.fontWeight.semibold });

/** 'Q1' or the AI Follow-up badge, in the line before the question's text. */
export const marker = style({ display: 'inline-block', marginRight: vars.space.sm });

export const number = style({ color: vars.color.accent, fontVariantNumeric: 'tabular-nums' });

export const answer = style({
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const noAnswer = style({ color: vars.color.textSubtle, fontStyle: 'italic' });

export const answerFlags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
