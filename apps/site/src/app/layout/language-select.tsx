import { LANGUAGES } from '@app/contracts';
import { LANGUAGE_NAMES } from '@app/i18n';
import { LanguageSelector } from '@app/ui';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../components/language-provider/language-provider.js';

const OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** The select's name, by which main.tsx reads a choice made on a pre-rendered page. */
export const LANGUAGE_SELECT_NAME = 'language';

/** The top bar's language switch, bound to the site's language (stored under `lang`). */
export function LanguageSelect() {
  const { language, setLanguage } = useLanguage();
  const intl = useIntl();
  return (
    <LanguageSelector
      label={intl.formatMessage({ id: 'nav.language' })}
      name={LANGUAGE_SELECT_NAME}
      value={language}
      onChange={setLanguage}
      options={OPTIONS}
    />
  );
}
