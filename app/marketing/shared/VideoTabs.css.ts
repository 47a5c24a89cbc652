import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

const PHONE = 'screen and (max-width: 600px)';

// On a phone the three tabs do not fit one row: they wrap and share the width instead
// of hiding the last one behind a sideways scroll.
export const tabList = style({
  alignSelf: 'flex-start',
  maxWidth: '100%',
  '@media': { [PHONE]: { flexWrap: 'wrap', alignSelf: 'stretch' } },
});

export const tab = style({
  '@media': {
    [PHONE]: { selectors: { [`${tabList} &`]: { flex: '1 1 auto', textAlign: 'center' } } },
  },
});

export const panel = style({ paddingTop: vars.space.lg });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const heading = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
