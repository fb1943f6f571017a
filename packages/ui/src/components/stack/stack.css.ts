import { style } from '@vanilla-extract/css';

/** Lists rendered as stacks lose their bullets and indent; the stack's gap does the spacing. */
export const stack = style({ margin: 0, padding: 0, listStyle: 'none', minWidth: 0 });
