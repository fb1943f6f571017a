import { Card, Heading, IconArrowRight, IconDownload, Link, Stack, Text, Tiles } from '@app/ui';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { TitledPage } from '../../../components/titled-page/titled-page.js';
import { SupportChannels } from '../support-channels/support-channels.js';

/**
 * /support (docs/routes-and-screens.md#support): the user manual in the interface language, the FAQ, and how
 * to reach the support team. The manuals are generated at build time as /manuals/manual-<language>.pdf.
 */
export function SupportPage() {
  const intl = useIntl();
  const { language } = useLanguage();
  const title = intl.formatMessage({ id: 'support.title' });

  return (
    <TitledPage title={title} intro={intl.formatMessage({ id: 'support.intro' })}>
      <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="large">
        <Card as="section" aria-labelledby="support-manual">
          <Stack gap="medium" align="start">
            <Heading level={2} size="3" id="support-manual">
              {intl.formatMessage({ id: 'support.manual.title' })}
            </Heading>
            <Text>{intl.formatMessage({ id: 'support.manual.description' })}</Text>
            <Link
              standalone
              weight="semibold"
              href={`/manuals/manual-${language}.pdf`}
              hrefLang={language}
              type="application/pdf"
            >
              <IconDownload size="small" />
              {intl.formatMessage({ id: 'support.manual.link' })}
            </Link>
          </Stack>
        </Card>
        <Card as="section" aria-labelledby="support-faq">
          <Stack gap="medium" align="start">
            <Heading level={2} size="3" id="support-faq">
              {intl.formatMessage({ id: 'support.faq.title' })}
            </Heading>
            <Text>{intl.formatMessage({ id: 'support.faq.description' })}</Text>
            <Link asChild standalone weight="semibold">
              <RouterLink to="/faq">
                {intl.formatMessage({ id: 'support.faq.link' })}
                <IconArrowRight size="small" />
              </RouterLink>
            </Link>
          </Stack>
        </Card>
        <Card as="section" aria-labelledby="support-contact">
          <Stack gap="medium">
            <Heading level={2} size="3" id="support-contact">
              {intl.formatMessage({ id: 'support.contact.title' })}
            </Heading>
            <Text>{intl.formatMessage({ id: 'support.contact.description' })}</Text>
            <SupportChannels />
          </Stack>
        </Card>
      </Tiles>
    </TitledPage>
  );
}
