import type { Language } from '@app/contracts';
import type { Catalog } from './messages.js';

/**
 * The catalogs for a browser, one chunk per language: a page downloads only the words of the
 * language it shows (the four together outweigh React). Node code uses `messages` instead.
 */
const loaders: Readonly<Record<Language, () => Promise<{ default: Catalog }>>> = {
  en: () => import('./catalogs/en.js'),
  fr: () => import('./catalogs/fr.js'),
  de: () => import('./catalogs/de.js'),
  it: () => import('./catalogs/it.js'),
};

const loaded = new Map<Language, Catalog>();

/** Fetches a language's catalog once; later calls answer from memory. */
export async function loadCatalog(language: Language): Promise<Catalog> {
  const known = loaded.get(language);
  if (known) return known;
  const catalog = (await loaders[language]()).default;
  loaded.set(language, catalog);
  return catalog;
}

/** A catalog already fetched, so a screen can render at once; undefined until then. */
export function loadedCatalog(language: Language): Catalog | undefined {
  return loaded.get(language);
}
