import { LANGUAGES, type Language } from '@app/contracts';
import { useIntl } from 'react-intl';
import { useLanguage } from './language-context.js';

/** Each language named in itself, so a reader finds theirs whatever the current language. */
const ENDONYMS: Record<Language, string> = { fr: 'Français', de: 'Deutsch', it: 'Italiano', en: 'English' };

export function LanguageSelect() {
  const { language, setLanguage } = useLanguage();
  const intl = useIntl();
  return (
    <select
      aria-label={intl.formatMessage({ id: 'nav.language' })}
      value={language}
      onChange={(event) => setLanguage(event.target.value as Language)}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {ENDONYMS[code]}
        </option>
      ))}
    </select>
  );
}
