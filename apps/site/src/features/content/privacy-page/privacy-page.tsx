import { COMPANY } from '@app/i18n';
import { Link } from '@app/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { LegalDocument, textSection } from '../legal-document/legal-document.js';

/**
 * /privacy (docs/routes-and-screens.md#terms-and-privacy): six sections from the data collected to the
 * contact, under the Swiss FADP, saying what the product promises
 * (docs/routes-and-screens.md#privacy-promises): voice processed in Switzerland and deleted right after
 * transcription, recordings neither stored nor accessible, nothing shared with third parties, Stripe for card
 * payments.
 */
export function PrivacyPage() {
  const intl = useIntl();
  const company = COMPANY.name;

  return (
    <LegalDocument
      title={intl.formatMessage({ id: 'privacy.title' })}
      intro={intl.formatMessage({ id: 'privacy.intro' }, { company })}
      sections={[
        textSection(intl, 'privacy.collection'),
        textSection(intl, 'privacy.voice'),
        textSection(intl, 'privacy.use'),
        textSection(intl, 'privacy.storage'),
        textSection(intl, 'privacy.rights'),
      ]}
      contact={{
        key: 'privacy.contact',
        text: (
          <FormattedMessage
            id="privacy.contact.body"
            values={{
              company,
              email: <Link href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</Link>,
            }}
          />
        ),
      }}
    />
  );
}
