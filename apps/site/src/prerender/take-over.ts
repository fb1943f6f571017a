import { LANGUAGES, type Language } from '@app/contracts';

export interface TakeOverConditions {
  /** `data-prerendered` of #root: the language the server's HTML is in, if it sent one. */
  prerenderedLanguage: string | undefined;
  /** The language this visitor gets (docs/languages.md#language-choice). */
  language: Language;
  /** `location.search`: the pages were rendered without a query. */
  search: string;
  /** `history.state`: React Router keeps navigation state (`usr`) there, across a reload too. */
  historyState: unknown;
}

/**
 * Whether React can hydrate the server's HTML: only when the page would first render exactly as
 * it was pre-rendered. A query (/signin?emailConfirmation=...) or navigation state (the plan on
 * its way to /payment) changes what a page shows, and so does another language. The session is
 * not a condition: the session provider hydrates signed out and then switches (see there).
 */
export function canTakeOverPrerendered({
  prerenderedLanguage,
  language,
  search,
  historyState,
}: TakeOverConditions): boolean {
  if (prerenderedLanguage !== language) return false;
  if (search !== '' && search !== '?') return false;
  const state = historyState as { usr?: unknown } | null | undefined;
  return state?.usr === undefined || state.usr === null;
}

/**
 * The language a visitor picked in the pre-rendered page's selector before the scripts took it
 * over (the select works without them, but nothing heard the change), or null. `selected` is the
 * select's value as the script finds it.
 */
export function languageChosenBeforeTakeOver({
  prerenderedLanguage,
  selected,
}: {
  prerenderedLanguage: string | undefined;
  selected: string | undefined;
}): Language | null {
  if (prerenderedLanguage === undefined || selected === prerenderedLanguage) return null;
  return (LANGUAGES as readonly string[]).includes(selected ?? '') ? (selected as Language) : null;
}

/**
 * Lets the browser paint and answer the visitor between two steps of the takeover: the entry's
 * steps ran as one task of 68 ms at 4x CPU on /signup (React DOM's own start, the route's chunk
 * and its preloads asked for, the page hydrated; docs/measurements.md#first-click). The loader
 * (take-over-loader.ts) has its own copy: it may import no chunk.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
