import { style } from '@vanilla-extract/css';

// The footer stays at the bottom of the window on short pages.
export const root = style({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' });

export const main = style({ flex: 1, selectors: { '&:focus': { outline: 'none' } } });
