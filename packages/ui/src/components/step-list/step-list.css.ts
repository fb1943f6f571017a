import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../themes/tokens.js';
import { vars } from '../../themes/vars.css.js';

export const list = style({
  display: 'grid',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': {
    [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xlarge },
  },
});

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.medium,
  alignItems: 'start',
  // Steps of unequal text length keep their icons and titles on one line.
  alignContent: 'start',
  '@media': {
    [mediaQuery('tablet')]: {
      gridTemplateColumns: '1fr',
      rowGap: vars.space.medium,
      justifyItems: 'center',
      textAlign: 'center',
    },
  },
});

// A dashed line from this step's icon to the next one's (tablet and up, where they sit in a row).
export const connector = style({
  display: 'none',
  '@media': {
    [mediaQuery('tablet')]: {
      display: 'block',
      position: 'absolute',
      top: `calc(${vars.size.controlLarge} / 2)`,
      left: `calc(50% + ${vars.size.controlLarge} / 2 + ${vars.space.medium})`,
      right: `calc(-50% - ${vars.space.xlarge} + ${vars.size.controlLarge} / 2 + ${vars.space.medium})`,
      borderTop: `${vars.borderWidth.thick} dashed ${vars.color.brandBorder}`,
    },
  },
});

export const badge = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLarge,
  height: vars.size.controlLarge,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.brandBorder}`,
});

export const number = style({
  position: 'absolute',
  top: `calc(${vars.space.xsmall} * -1)`,
  right: `calc(${vars.space.xsmall} * -1)`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.icon,
  height: vars.size.icon,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  boxShadow: `0 0 0 ${vars.borderWidth.thick} ${vars.color.surface}`,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });
