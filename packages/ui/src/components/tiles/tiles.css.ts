import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery } from '../../themes/tokens.js';

const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

// One class per column count and breakpoint, composed by the component (1 to 4 columns).
export const mobile = styleVariants({ 1: {}, 2: {}, 3: {}, 4: {} }, (_, count) => ({
  gridTemplateColumns: columns(Number(count)),
}));
export const tablet = styleVariants({ 1: {}, 2: {}, 3: {}, 4: {} }, (_, count) => ({
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: columns(Number(count)) } },
}));
export const desktop = styleVariants({ 1: {}, 2: {}, 3: {}, 4: {} }, (_, count) => ({
  '@media': { [mediaQuery('desktop')]: { gridTemplateColumns: columns(Number(count)) } },
}));

export const tiles = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });
