import './themes/global.css.js';

export type { ButtonProps } from './components/button/button.js';
export { Button } from './components/button/button.js';
export type { ContainerProps } from './components/container/container.js';
export { Container } from './components/container/container.js';
export { SkipLink } from './components/skip-link/skip-link.js';
export type { TopBarProps } from './components/top-bar/top-bar.js';
export { TopBar } from './components/top-bar/top-bar.js';
export { TopBarLink } from './components/top-bar/top-bar-link.js';
export type { Breakpoint } from './themes/tokens.js';
export { breakpoints, mediaQuery, tokens } from './themes/tokens.js';
export { vars } from './themes/vars.css.js';
