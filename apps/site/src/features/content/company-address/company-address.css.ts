import { style } from '@vanilla-extract/css';

// One line per part of the address, upright: browsers set <address> in italics.
export const address = style({
  display: 'flex',
  flexDirection: 'column',
  fontStyle: 'normal',
});
