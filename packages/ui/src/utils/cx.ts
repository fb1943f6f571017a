/** Joins class names, skipping the empty ones (a recipe class plus a caller's className). */
export const cx = (...classes: Array<string | false | null | undefined>): string =>
  classes.filter(Boolean).join(' ');
