import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/**
 * A panel kept mounted after its first visit (AI Q&A keeps its answers and a pending
 * question) is only hidden while another tab is shown.
 */
export const keptPanel = style({ selectors: { '&[data-inert]': { display: 'none' } } });

export const fallback = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxl,
});
