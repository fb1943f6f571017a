import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens.js';

/** The same tree as T with every value replaced by null: the shape of a theme contract. */
type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

const contractOf = <T extends object>(tree: T): Contract<T> =>
  Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? null : contractOf(value)]),
  ) as Contract<T>;

/**
 * The shape every theme fills in, derived from `tokens` so the two cannot drift apart: a token
 * added there is a variable here.
 */
export const vars = createThemeContract(contractOf(tokens));

/** The light theme, on :root so portals (dialogs, toasts) inherit it too. */
createGlobalTheme(':root', vars, tokens);
