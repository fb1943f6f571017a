import { describe, expect, it } from 'vitest';
import { canTakeOverPrerendered } from './take-over.js';

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
