import { mediaQuery, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

// Text and button beside the illustration on a computer, the illustration under them on a phone.
export const hero = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': {
    [mediaQuery('desktop')]: { gridTemplateColumns: '1fr 1fr' },
  },
});

export const image = style({
  width: '100%',
  height: 'auto',
  maxWidth: 560,
  justifySelf: 'center',
});

export const requirements = style({
  paddingBlockStart: vars.space.xxlarge,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
