import {
  detectLanguage,
  type Language,
  localeFor,
  readStoredLanguage,
  storeLanguage,
  TIME_ZONE,
} from '@app/i18n';
import { loadCatalog, loadedCatalog } from '@app/i18n/catalogs';
import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { IntlProvider } from 'react-intl';
import { rememberLanguageForServer } from './language-cookie.js';

interface LanguageContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

const browserStorage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

/** SPEC §1: the stored choice, else the browser's language, else English. */
export function initialLanguage(): Language {
  const storage = browserStorage();
  return detectLanguage({
    stored: storage ? readStoredLanguage(storage) : null,
    browserLanguages: typeof navigator === 'undefined' ? undefined : navigator.languages,
  });
}

/** Keeps a visitor's choice (SPEC §1, `lang`) for the next visits, and for the server's pages. */
export function rememberLanguageChoice(language: Language): void {
  const storage = browserStorage();
  if (storage) storeLanguage(storage, language);
  rememberLanguageForServer(language);
}

/**
 * Holds the interface language, persists a choice under `lang` and keeps <html lang> in step so
 * screen readers pronounce the page in the right language.
 */
export function LanguageProvider({
  children,
  language: fixed,
}: {
  children: ReactNode;
  language?: Language;
}) {
  const [language, setState] = useState<Language>(() => fixed ?? initialLanguage());
  // The catalog on screen: the new language's once it has arrived, the previous one meanwhile, so
  // switching language never blanks the page.
  const [shown, setShown] = useState(() => {
    const catalog = loadedCatalog(language);
    return catalog ? { language, catalog } : null;
  });

  useEffect(() => {
    if (fixed) setState(fixed);
  }, [fixed]);

  // A choice made before the cookie existed reaches the server from the next page on.
  useEffect(() => {
    const storage = browserStorage();
    const stored = !fixed && storage ? readStoredLanguage(storage) : null;
    if (stored) rememberLanguageForServer(stored);
  }, [fixed]);

  useEffect(() => {
    let current = true;
    const ready = loadedCatalog(language);
    if (ready) setShown({ language, catalog: ready });
    else
      loadCatalog(language).then((catalog) => {
        if (current) setShown({ language, catalog });
      });
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    if (shown) document.documentElement.lang = shown.language;
  }, [shown]);

  const setLanguage = useCallback((next: Language) => {
    rememberLanguageChoice(next);
    setState(next);
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  // main.tsx loads the first catalog before rendering, so this only waits in odd cases.
  if (!shown) return null;
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider
        locale={localeFor(shown.language)}
        messages={shown.catalog}
        defaultLocale="en-CH"
        timeZone={TIME_ZONE}
      >
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

/** Fetches the catalog the site will start in, so the first render is already translated. */
export function preloadInitialCatalog(): Promise<unknown> {
  return loadCatalog(initialLanguage());
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}

/**
 * The interface language as it is now, for a call made later by a machine that was given the
 * language when it started: an e-mail follows a language switched on the very page.
 */
export function useLatestLanguage(): RefObject<Language> {
  const { language } = useLanguage();
  const latest = useRef(language);
  useEffect(() => {
    latest.current = language;
  }, [language]);
  return latest;
}
