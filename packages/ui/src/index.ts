import './themes/global.css.js';

export type { ButtonProps } from './components/button/button.js';
export { Button } from './components/button/button.js';
export type { Breakpoint } from './themes/tokens.js';
export { breakpoints, mediaQuery, tokens } from './themes/tokens.js';
export { vars } from './themes/vars.css.js';
