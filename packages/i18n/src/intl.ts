import type { Language } from '@app/contracts';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { localeFor, TIME_ZONE } from './format.js';
import { messages } from './messages.js';

const cache = createIntlCache();
const instances = new Map<Language, IntlShape>();

/**
 * The catalog and Swiss formats of one language outside React (the API's e-mails, machines,
 * scripts); React code gets the same through react-intl's <IntlProvider>.
 */
export function intlFor(language: Language): IntlShape {
  let intl = instances.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: localeFor(language),
        defaultLocale: localeFor('en'),
        messages: messages[language],
        timeZone: TIME_ZONE,
      },
      cache,
    );
    instances.set(language, intl);
  }
  return intl;
}
