import { COMPANY } from '@app/i18n';
import { Link, Stack, Text } from '@app/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { LegalDocument, section, textSection } from '../legal-document/legal-document.js';
import { dpaHref } from './dpa-href.js';
import { ProcessorList } from './processor-list.js';
import { RetentionList } from './retention-list.js';

/**
 * /privacy (docs/routes-and-screens.md#terms-and-privacy): under the Swiss FADP, what is collected, the
 * voice data and professional secrecy with the data-processing agreement to download, what the data is
 * used for, the processors from the one list (docs/legal.md#processors), what is kept how long
 * (docs/legal.md#retention), storage, rights and the contact.
 */
export function PrivacyPage() {
  const intl = useIntl();
  const { language } = useLanguage();
  const company = COMPANY.name;

  return (
    <LegalDocument
      title={intl.formatMessage({ id: 'privacy.title' })}
      intro={intl.formatMessage({ id: 'privacy.intro' }, { company })}
      sections={[
        textSection(intl, 'privacy.collection'),
        textSection(intl, 'privacy.voice'),
        section(
          intl,
          'privacy.secrecy',
          <Text>
            <FormattedMessage
              id="privacy.secrecy.body"
              values={{
                dpa: (
                  <Link href={dpaHref(language)} hrefLang={language} type="application/pdf">
                    {intl.formatMessage({ id: 'privacy.dpa.link' })}
                  </Link>
                ),
              }}
            />
          </Text>,
        ),
        textSection(intl, 'privacy.use'),
        section(
          intl,
          'privacy.processors',
          <Stack gap="large">
            <Text>{intl.formatMessage({ id: 'privacy.processors.intro' })}</Text>
            <ProcessorList />
          </Stack>,
        ),
        section(intl, 'privacy.retention', <RetentionList />),
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
