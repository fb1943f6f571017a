import { style } from '@vanilla-extract/css';

/** The copy chip sits above the table, at its end. */
export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });
