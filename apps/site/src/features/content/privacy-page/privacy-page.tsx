import { COMPANY } from '@app/i18n';
import { Link, Stack, Text } from '@app/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { CompanyAddress } from '../company-address/company-address.js';
import { LegalDocument } from '../legal-document/legal-document.js';

/** docs/routes-and-screens.md#terms-and-privacy: "last updated June 2025". */
const UPDATED = '2025-06';

/**
 * /privacy (docs/routes-and-screens.md#terms-and-privacy): six sections from the data collected to the
 * contact, under the Swiss FADP, saying what the product promises
 * (docs/routes-and-screens.md#privacy-promises): voice processed in Switzerland and deleted right after
 * transcription, recordings neither stored nor accessible, nothing shared with third parties, Stripe for card
 * payments.
 */
export function PrivacyPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'privacy.title' });
  useDocumentTitle(title);
  const company = COMPANY.name;

  return (
    <LegalDocument
      title={title}
      updated={UPDATED}
      intro={intl.formatMessage({ id: 'privacy.intro' }, { company })}
      sections={[
        {
          id: 'privacy-collection',
          title: intl.formatMessage({ id: 'privacy.collection.title' }),
          body: <Text>{intl.formatMessage({ id: 'privacy.collection.body' })}</Text>,
        },
        {
          id: 'privacy-voice',
          title: intl.formatMessage({ id: 'privacy.voice.title' }),
          body: <Text>{intl.formatMessage({ id: 'privacy.voice.body' })}</Text>,
        },
        {
          id: 'privacy-use',
          title: intl.formatMessage({ id: 'privacy.use.title' }),
          body: <Text>{intl.formatMessage({ id: 'privacy.use.body' })}</Text>,
        },
        {
          id: 'privacy-storage',
          title: intl.formatMessage({ id: 'privacy.storage.title' }),
          body: <Text>{intl.formatMessage({ id: 'privacy.storage.body' })}</Text>,
        },
        {
          id: 'privacy-rights',
          title: intl.formatMessage({ id: 'privacy.rights.title' }),
          body: <Text>{intl.formatMessage({ id: 'privacy.rights.body' })}</Text>,
        },
        {
          id: 'privacy-contact',
          title: intl.formatMessage({ id: 'privacy.contact.title' }),
          body: (
            <Stack gap="medium">
              <Text>
                <FormattedMessage
                  id="privacy.contact.body"
                  values={{
                    company,
                    email: <Link href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</Link>,
                  }}
                />
              </Text>
              <CompanyAddress />
            </Stack>
          ),
        },
      ]}
    />
  );
}
