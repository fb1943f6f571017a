import {
  detectLanguage,
  type Language,
  localeFor,
  messages,
  readStoredLanguage,
  storeLanguage,
  TIME_ZONE,
} from '@app/i18n';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';

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

  useEffect(() => {
    if (fixed) setState(fixed);
  }, [fixed]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    const storage = browserStorage();
    if (storage) storeLanguage(storage, next);
    setState(next);
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider
        locale={localeFor(language)}
        messages={messages[language]}
        defaultLocale="en-CH"
        timeZone={TIME_ZONE}
      >
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}
