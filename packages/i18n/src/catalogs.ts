import type { Language } from '@app/contracts';
import type { Catalog } from './messages.js';

/**
 * The catalogs for a browser, in parts (catalog-parts.ts): a page downloads only its language's
 * words, and a public page only the public ones; the words of the signed-in screens follow when
 * one of them is about to open (`loadAccountMessages`), the privacy policy's and the terms' when
 * /privacy or /terms does (`loadLegalMessages`). Node code uses `messages` instead.
 */
type Loader = () => Promise<{ default: Partial<Catalog> }>;

const publicLoaders: Readonly<Record<Language, Loader>> = {
  en: () => import('./catalogs/en.js'),
  fr: () => import('./catalogs/fr.js'),
  de: () => import('./catalogs/de.js'),
  it: () => import('./catalogs/it.js'),
};

const accountLoaders: Readonly<Record<Language, Loader>> = {
  en: () => import('./catalogs/account/en.js'),
  fr: () => import('./catalogs/account/fr.js'),
  de: () => import('./catalogs/account/de.js'),
  it: () => import('./catalogs/account/it.js'),
};

const legalLoaders: Readonly<Record<Language, Loader>> = {
  en: () => import('./catalogs/legal/en.js'),
  fr: () => import('./catalogs/legal/fr.js'),
  de: () => import('./catalogs/legal/de.js'),
  it: () => import('./catalogs/legal/it.js'),
};

/** The parts a page may want on top of the public one. */
type ExtraPart = 'account' | 'legal';
const loaders: Readonly<Record<'public' | ExtraPart, Readonly<Record<Language, Loader>>>> = {
  public: publicLoaders,
  account: accountLoaders,
  legal: legalLoaders,
};

interface Loaded {
  public?: Partial<Catalog>;
  account?: Partial<Catalog>;
  legal?: Partial<Catalog>;
  /** The parts merged, one object per state, so a reader can compare it by identity. */
  merged?: Catalog;
}

const loaded = new Map<Language, Loaded>();
const pending = new Map<string, Promise<void>>();
/** Once a screen has wanted a part, every language loaded from then on brings it too. */
const wanted = new Set<ExtraPart>();
const listeners = new Set<() => void>();

function loadPart(language: Language, part: 'public' | ExtraPart): Promise<void> {
  const key = `${language}:${part}`;
  if (loaded.get(language)?.[part]) return Promise.resolve();
  let promise = pending.get(key);
  if (!promise) {
    promise = loaders[part][language]().then((module) => {
      const entry = loaded.get(language) ?? {};
      loaded.set(language, { ...entry, [part]: module.default, merged: undefined });
      pending.delete(key);
      for (const listener of listeners) listener();
    });
    pending.set(key, promise);
  }
  return promise;
}

/** Fetches a language's catalog once (with the parts wanted so far). */
export async function loadCatalog(language: Language): Promise<Catalog> {
  await Promise.all([loadPart(language, 'public'), ...[...wanted].map((part) => loadPart(language, part))]);
  return loadedCatalog(language) as Catalog;
}

/** Wants a part: fetches it in every language loaded so far, and in any loaded later. */
async function want(part: ExtraPart): Promise<void> {
  wanted.add(part);
  await Promise.all([...loaded.keys(), ...pendingLanguages()].map((language) => loadPart(language, part)));
}

/**
 * Fetches the words of the signed-in screens, in every language loaded so far and in any loaded
 * later: a signed-in screen awaits this before it renders.
 */
export function loadAccountMessages(): Promise<void> {
  return want('account');
}

/** Fetches the words of the privacy policy and the terms, as loadAccountMessages does: /privacy and /terms await it. */
export function loadLegalMessages(): Promise<void> {
  return want('legal');
}

function pendingLanguages(): Language[] {
  return [...pending.keys()].map((key) => key.split(':')[0] as Language);
}

/**
 * A catalog already fetched, so a screen can render at once; undefined until its public part has
 * arrived, and, once another part is wanted, until that part has arrived too.
 */
export function loadedCatalog(language: Language): Catalog | undefined {
  const entry = loaded.get(language);
  if (!entry?.public || [...wanted].some((part) => !entry[part])) return undefined;
  entry.merged ??= { ...entry.public, ...entry.account, ...entry.legal } as Catalog;
  return entry.merged;
}

/** Calls `listener` whenever a part of a catalog arrives; returns the unsubscription. */
export function subscribeToCatalogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
