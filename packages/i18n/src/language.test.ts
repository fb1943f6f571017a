import { LANGUAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  detectLanguage,
  LANGUAGE_NAMES,
  LANGUAGE_STORAGE_KEY,
  languageCookie,
  languageFromCookies,
  readStoredLanguage,
  storeLanguage,
} from './language.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

const throwing = {
  getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
};

describe('detectLanguage (docs/languages.md#language-choice)', () => {
  it('prefers the stored choice over the browser', () => {
    expect(detectLanguage({ stored: 'it', browserLanguages: ['de-CH'] })).toBe('it');
  });

  it('takes the first part of the browser language when nothing is stored', () => {
    expect(detectLanguage({ stored: null, browserLanguages: ['de-CH', 'en'] })).toBe('de');
    expect(detectLanguage({ stored: null, browserLanguages: 'fr-CH' })).toBe('fr');
    expect(detectLanguage({ stored: null, browserLanguages: 'IT_ch' })).toBe('it');
  });

  it('walks the browser preferences to the first supported language', () => {
    expect(detectLanguage({ stored: null, browserLanguages: ['rm-CH', 'es', 'de-DE'] })).toBe('de');
  });

  it('falls back to English', () => {
    expect(detectLanguage({ stored: null, browserLanguages: ['es-ES', 'pt'] })).toBe('en');
    expect(detectLanguage({ stored: undefined, browserLanguages: undefined })).toBe('en');
    expect(detectLanguage({ stored: null, browserLanguages: [] })).toBe('en');
    expect(detectLanguage({ stored: null, browserLanguages: '' })).toBe('en');
  });

  it('ignores a stored value that is not an interface language', () => {
    for (const stored of ['es', 'DE', 'de-CH', '', ' fr', 'null']) {
      expect(detectLanguage({ stored, browserLanguages: ['it-CH'] })).toBe('it');
    }
  });
});

describe('readStoredLanguage', () => {
  it(`reads the "${LANGUAGE_STORAGE_KEY}" key`, () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('lang');
    expect(readStoredLanguage(memoryStorage({ lang: 'fr' }))).toBe('fr');
  });

  it('returns null for a missing or invalid value', () => {
    expect(readStoredLanguage(memoryStorage())).toBeNull();
    expect(readStoredLanguage(memoryStorage({ lang: 'klingon' }))).toBeNull();
  });

  it('returns null when storage throws', () => {
    expect(readStoredLanguage(throwing)).toBeNull();
  });
});

describe('storeLanguage', () => {
  it('persists the choice under "lang"', () => {
    const storage = memoryStorage();
    expect(storeLanguage(storage, 'de')).toBe(true);
    expect(storage.items.get('lang')).toBe('de');
    expect(readStoredLanguage(storage)).toBe('de');
  });

  it('reports, without throwing, a storage that refuses (Safari private mode)', () => {
    expect(storeLanguage(throwing, 'de')).toBe(false);
  });
});

describe('LANGUAGE_NAMES', () => {
  it('names every interface language in itself, each name distinct', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGUAGES].sort());
    expect(new Set(Object.values(LANGUAGE_NAMES)).size).toBe(LANGUAGES.length);
    expect(LANGUAGE_NAMES.de).toBe('Deutsch');
    expect(LANGUAGE_NAMES.fr).toBe('Français');
  });
});

describe('acceptedLanguages (Accept-Language, for the pre-rendered pages)', () => {
  it('orders the tags by weight, keeping the header order between equal weights', () => {
    expect(acceptedLanguages('es;q=0.5, de-CH, fr;q=0.9, it;q=0.9')).toEqual(['de-CH', 'fr', 'it', 'es']);
  });

  it('leaves out refused tags, the wildcard and malformed weights', () => {
    expect(acceptedLanguages('fr;q=0, *;q=0.8, de;q=abc, it')).toEqual(['it']);
  });

  it('gives nothing for a missing or empty header', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it('leads detectLanguage to the same answer the browser would give from navigator.languages', () => {
    expect(detectLanguage({ stored: null, browserLanguages: acceptedLanguages('rm-CH, de;q=0.8') })).toBe(
      'de',
    );
  });
});

describe('the language cookie', () => {
  it('holds a choice the server can read back', () => {
    for (const language of LANGUAGES) {
      const [pair] = languageCookie(language).split(';');
      expect(languageFromCookies(`session=abc; ${pair}; other=1`)).toBe(language);
    }
  });

  it('lasts a year for the whole site and is not sent to other sites', () => {
    expect(languageCookie('fr')).toBe('lang=fr; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('ignores a missing cookie or a value that is not an interface language', () => {
    expect(languageFromCookies(undefined)).toBeNull();
    expect(languageFromCookies('theme=dark')).toBeNull();
    expect(languageFromCookies('lang=es')).toBeNull();
  });
});
