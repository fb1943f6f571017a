import { describe, expect, it } from 'vitest';
import { canTakeOverPrerendered, languageChosenBeforeTakeOver } from './take-over.js';

const plain = { prerenderedLanguage: 'fr', language: 'fr', search: '', historyState: null } as const;

describe('canTakeOverPrerendered', () => {
  it('hydrates a page pre-rendered in the visitor language, without query or navigation state', () => {
    expect(canTakeOverPrerendered(plain)).toBe(true);
    expect(canTakeOverPrerendered({ ...plain, historyState: { key: 'a1', idx: 0, usr: null } })).toBe(true);
  });

  it('draws anew a page that was not pre-rendered', () => {
    expect(canTakeOverPrerendered({ ...plain, prerenderedLanguage: undefined })).toBe(false);
  });

  it('draws anew a page pre-rendered in another language than the visitor gets', () => {
    expect(canTakeOverPrerendered({ ...plain, language: 'de' })).toBe(false);
  });

  it('draws anew when a query or navigation state changes what the page shows', () => {
    expect(canTakeOverPrerendered({ ...plain, search: '?emailConfirmation=confirmed' })).toBe(false);
    expect(
      canTakeOverPrerendered({
        ...plain,
        historyState: { key: 'a1', idx: 1, usr: { from: '/payment', licenseType: 'premium' } },
      }),
    ).toBe(false);
  });
});

describe('languageChosenBeforeTakeOver', () => {
  it('is the language picked in the pre-rendered selector before the scripts took over', () => {
    expect(languageChosenBeforeTakeOver({ prerenderedLanguage: 'en', selected: 'it' })).toBe('it');
  });

  it('is null when the selector still shows the pre-rendered language, or holds no language', () => {
    expect(languageChosenBeforeTakeOver({ prerenderedLanguage: 'en', selected: 'en' })).toBeNull();
    expect(languageChosenBeforeTakeOver({ prerenderedLanguage: 'en', selected: undefined })).toBeNull();
    expect(languageChosenBeforeTakeOver({ prerenderedLanguage: 'en', selected: 'es' })).toBeNull();
  });

  it('is null on a page that was not pre-rendered', () => {
    expect(languageChosenBeforeTakeOver({ prerenderedLanguage: undefined, selected: 'de' })).toBeNull();
  });
});
