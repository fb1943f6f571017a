import { style } from '@vanilla-extract/css';
import { input } from '../form-field/form-field.css.js';

export const select = style([input, { cursor: 'pointer' }]);
