import {
  type Catalog,
  detectLanguage,
  type Language,
  localeFor,
  readStoredLanguage,
  storeLanguage,
  TIME_ZONE,
} from '@app/i18n';
import { loadCatalog, loadedCatalog, subscribeToCatalogs } from '@app/i18n/catalogs';
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
  useSyncExternalStore,
} from 'react';
import { IntlProvider } from 'react-intl';
import { rememberLanguageForServer } from '../../lib/language-cookie.js';

interface LanguageContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

const browserStorage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

/** docs/languages.md#language-choice: the stored choice, else the browser's language, else English. */
export function initialLanguage(): Language {
  const storage = browserStorage();
  return detectLanguage({
    stored: storage ? readStoredLanguage(storage) : null,
    browserLanguages: typeof navigator === 'undefined' ? undefined : navigator.languages,
  });
}

/**
 * Keeps a visitor's choice (docs/languages.md#language-choice, `lang`) for the next visits, and for the
 * server's pages.
 */
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
  // The language's catalog as far as it has arrived (a part of it may follow: the account words).
  const ready = useSyncExternalStore(
    subscribeToCatalogs,
    () => loadedCatalog(language),
    () => loadedCatalog(language),
  );
  // The catalog last shown: kept on screen while another language's arrives, so switching
  // language never blanks the page.
  const [previous, setPrevious] = useState<{ language: Language; catalog: Catalog } | null>(null);
  const shown = ready ? { language, catalog: ready } : previous;

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
    if (ready) setPrevious({ language, catalog: ready });
    else void loadCatalog(language);
  }, [language, ready]);

  const shownLanguage = shown?.language;
  useEffect(() => {
    if (shownLanguage) document.documentElement.lang = shownLanguage;
  }, [shownLanguage]);

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
