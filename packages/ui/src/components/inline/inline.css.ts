import { style } from '@vanilla-extract/css';

export const inline = style({ margin: 0, padding: 0, listStyle: 'none', minWidth: 0 });
