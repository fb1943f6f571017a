import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQuery } from '../themes/tokens.js';
import { vars } from '../themes/vars.css.js';

/**
 * Atomic, responsive layout classes for the layout primitives (Stack, Inline, Container).
 * A value may be given per breakpoint, mobile first: `{ mobile: 'small', tablet: 'large' }`.
 */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQuery('tablet') },
    desktop: { '@media': mediaQuery('desktop') },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'flex', 'block', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];

/** A sprinkles value, given once or per breakpoint. */
export type Responsive<Value extends string> = Value | { mobile?: Value; tablet?: Value; desktop?: Value };

export type Space = keyof typeof vars.space;
