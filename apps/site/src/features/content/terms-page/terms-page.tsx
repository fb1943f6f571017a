import { COMPANY } from '@app/i18n';
import { FREE_TRIAL_DAYS, TRANSLATION_LANGUAGE_COUNT } from '@app/pricing';
import { Link, Stack, Text } from '@app/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { CompanyAddress } from '../company-address/company-address.js';
import { LegalDocument } from '../legal-document/legal-document.js';

/** docs/routes-and-screens.md#terms-and-privacy: "last updated June 2025". */
const UPDATED = '2025-06';

/**
 * /terms (docs/routes-and-screens.md#terms-and-privacy): the date, an introduction, six sections and the
 * contact section.
 */
export function TermsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'terms.title' });
  useDocumentTitle(title);
  const company = COMPANY.name;

  return (
    <LegalDocument
      title={title}
      updated={UPDATED}
      intro={intl.formatMessage({ id: 'terms.intro' }, { company })}
      sections={[
        {
          id: 'terms-service',
          title: intl.formatMessage({ id: 'terms.service.title' }),
          body: (
            <Text>
              {intl.formatMessage({ id: 'terms.service.body' }, { languages: TRANSLATION_LANGUAGE_COUNT })}
            </Text>
          ),
        },
        {
          id: 'terms-account',
          title: intl.formatMessage({ id: 'terms.account.title' }),
          body: <Text>{intl.formatMessage({ id: 'terms.account.body' })}</Text>,
        },
        {
          id: 'terms-subscriptions',
          title: intl.formatMessage({ id: 'terms.subscriptions.title' }),
          body: (
            <Text>{intl.formatMessage({ id: 'terms.subscriptions.body' }, { days: FREE_TRIAL_DAYS })}</Text>
          ),
        },
        {
          id: 'terms-medical',
          title: intl.formatMessage({ id: 'terms.medical.title' }),
          body: <Text>{intl.formatMessage({ id: 'terms.medical.body' })}</Text>,
        },
        {
          id: 'terms-use',
          title: intl.formatMessage({ id: 'terms.use.title' }),
          body: <Text>{intl.formatMessage({ id: 'terms.use.body' }, { company })}</Text>,
        },
        {
          id: 'terms-liability',
          title: intl.formatMessage({ id: 'terms.liability.title' }),
          body: <Text>{intl.formatMessage({ id: 'terms.liability.body' }, { company })}</Text>,
        },
        {
          id: 'terms-contact',
          title: intl.formatMessage({ id: 'terms.contact.title' }),
          body: (
            <Stack gap="medium">
              <Text>
                <FormattedMessage
                  id="terms.contact.body"
                  values={{
                    email: <Link href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</Link>,
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
