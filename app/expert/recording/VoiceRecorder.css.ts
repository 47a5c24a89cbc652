import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const recorder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** Big enough to hit with a thumb; the whole row on a phone. */
export const mainButton = style({
  minWidth: '220px',
  '@media': { '(max-width: 480px)': { width: '100%', minWidth: 0 } },
});

export const live = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flex: '1 1 200px',
  minWidth: 0,
});

const pulse = keyframes({ '50%': { opacity: 0.35 } });

export const recordingDot = style({
  width: '12px',
  height: '12px',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const elapsed = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const meterTrack = style({
  position: 'relative',
  flex: 1,
  height: '10px',
  maxWidth: '280px',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.neutralSurface,
});

export const meterFill = style({
  position: 'absolute',
  inset: 0,
  transformOrigin: 'left center',
  background: vars.color.success,
  transition: `transform ${vars.motion.fast} linear`,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const summaryIcon = style({ color: vars.color.success, display: 'inline-flex' });

const noteBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const info = style([
  noteBase,
  {
    background: vars.color.infoSurface,
    color: vars.color.text,
    border: `1px solid ${vars.color.info}`,
  },
]);

export const warning = style([
  noteBase,
  {
    background: vars.color.warningSurface,
    color: vars.color.text,
    border: `1px solid ${vars.color.warning}`,
  },
]);

export const alert = style([
  noteBase,
  {
    background: vars.color.dangerSurface,
    color: vars.color.text,
    border: `1px solid ${vars.color.danger}`,
  },
]);

export const noteIcon = style({ flexShrink: 0, marginTop: '2px', display: 'inline-flex' });

export const progress = style([noteBase, { color: vars.color.textMuted, alignItems: 'center' }]);

export const liveDraft = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surface,
});

export const liveDraftTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const liveDraftHint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const liveDraftText = style({
  margin: 0,
  fontStyle: 'italic',
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

export const liveDraftEmpty = style([liveDraftText, { color: vars.color.textSubtle }]);
