import { describe, expect, it, vi } from 'vitest';
import {
  loadAccountMessages,
  loadCatalog,
  loadedCatalog,
  loadLegalMessages,
  subscribeToCatalogs,
} from './catalogs.js';

// One module state for the file: the steps below follow a visitor from a public page to a
// signed-in one. (Outside the site's build both parts hold every message; the build splits them.)
describe('the catalogs a browser loads', () => {
  it('has nothing before a language is asked for, then its words', async () => {
    expect(loadedCatalog('fr')).toBeUndefined();
    const catalog = await loadCatalog('fr');
    expect(catalog['nav.signIn']).toBe(loadedCatalog('fr')?.['nav.signIn']);
  });

  it('tells its readers when the account words arrive, as a new catalog', async () => {
    const before = loadedCatalog('fr');
    const listener = vi.fn();
    const unsubscribe = subscribeToCatalogs(listener);
    await loadAccountMessages();
    unsubscribe();
    expect(listener).toHaveBeenCalled();
    const after = loadedCatalog('fr');
    expect(after).not.toBe(before);
    expect(after?.['account.title']).toBeTypeOf('string');
  });

  it('brings both parts with every language loaded once account words are wanted', async () => {
    const loading = loadCatalog('de');
    expect(loadedCatalog('de')).toBeUndefined();
    const catalog = await loading;
    expect(catalog['account.title']).toBeTypeOf('string');
    expect(loadedCatalog('de')).toBe(catalog);
  });

  it('waits for the legal words once /privacy or /terms wants them, in every language loaded then and later', async () => {
    const loading = loadLegalMessages();
    expect(loadedCatalog('fr')).toBeUndefined();
    await loading;
    expect(loadedCatalog('fr')?.['privacy.title']).toBeTypeOf('string');
    const italian = await loadCatalog('it');
    expect(italian['privacy.title']).toBeTypeOf('string');
    expect(italian['account.title']).toBeTypeOf('string');
  });
});
