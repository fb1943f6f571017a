import { mediaQuery, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const hero = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  paddingBlock: vars.space.xxlarge,
  '@media': {
    [mediaQuery('desktop')]: { gridTemplateColumns: '1.1fr 0.9fr' },
  },
});

export const image = style({
  width: '100%',
  height: 'auto',
  maxWidth: 560,
  justifySelf: 'center',
});

export const steps = style({
  paddingBlock: vars.space.xxlarge,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
