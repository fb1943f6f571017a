import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE_DAYS, LANGUAGES, type Language } from '@app/contracts';

/** docs/languages.md#language-choice: the browser storage key that holds the visitor's chosen language. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** Each language named in itself, so a reader finds theirs whatever the interface language is. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  en: 'English',
};

/** The part of the Web Storage API used here; `window.localStorage` fits, and so does a test double. */
export interface LanguageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface LanguageSources {
  /** What storage holds under `lang`, unvalidated: anything else than a supported code is ignored. */
  stored: string | null | undefined;
  /** `navigator.languages` (preferred first) or `navigator.language`. */
  browserLanguages: readonly string[] | string | undefined;
}

// A plain membership test: this runs on every page load, which should not need zod.
function asLanguage(value: unknown): Language | null {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : null;
}

/** 'de-CH' -> 'de', 'FR_ch' -> 'fr'; null when the primary subtag is not an interface language. */
function primaryLanguage(tag: string): Language | null {
  return asLanguage(tag.trim().toLowerCase().split(/[-_]/, 1)[0]);
}

/**
 * docs/languages.md#language-choice: the stored choice, else the first part of the browser language, else
 * English. The browser's whole preference list is walked in order, so a Romansh or Spanish speaker whose
 * second language is German gets German rather than the fallback.
 */
export function detectLanguage({ stored, browserLanguages }: LanguageSources): Language {
  const chosen = asLanguage(stored);
  if (chosen) return chosen;
  const preferred = typeof browserLanguages === 'string' ? [browserLanguages] : (browserLanguages ?? []);
  for (const tag of preferred) {
    const language = primaryLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The stored choice if it is a supported language; storage that throws counts as empty. */
export function readStoredLanguage(storage: Pick<LanguageStorage, 'getItem'>): Language | null {
  try {
    return asLanguage(storage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    // Safari's private mode and blocked third-party storage throw on access.
    return null;
  }
}

/**
 * Persists the choice; returns false when storage refused it (private mode, quota, policy), in
 * which case the choice still holds for the current page, it is just not remembered.
 */
export function storeLanguage(storage: Pick<LanguageStorage, 'setItem'>, language: Language): boolean {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, language);
    return true;
  } catch {
    return false;
  }
}

/**
 * The language tags of an HTTP `Accept-Language` header, most preferred first (RFC 9110 §12.5.4):
 * what `navigator.languages` is to the page, for a server that answers before the page runs.
 * Tags refused with `q=0` and the `*` wildcard are left out; equal weights keep their order.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => parameter.toLowerCase().startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The stored choice again as a cookie, so that the server can send a page already in the chosen
 * language (the pre-rendered public pages) before any script could read storage. A year long,
 * sent to this site only, readable by the page (it holds no secret).
 */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_DAYS * 24 * 60 * 60}; SameSite=Lax`;
}

/** The language the cookie of `languageCookie` holds, from a `Cookie` header; null when absent or invalid. */
export function languageFromCookies(header: string | undefined): Language | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const [name, value] = pair.split('=', 2).map((piece) => piece.trim());
    if (name === LANGUAGE_STORAGE_KEY) return asLanguage(value);
  }
  return null;
}
