import { Card, Heading, Stack, Text, Tiles } from '@app/ui';
import { useIntl } from 'react-intl';
import { TitledPage } from '../../../components/titled-page/titled-page.js';
import { CompanyAddress } from '../company-address/company-address.js';
import { SupportChannels } from '../support-channels/support-channels.js';

/**
 * /contact (docs/routes-and-screens.md#contact): the technical support line (e-mail, phone behind a button,
 * hours) and the company's name and postal address in Switzerland.
 */
export function ContactPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'contact.title' });

  return (
    <TitledPage title={title} intro={intl.formatMessage({ id: 'contact.intro' })}>
      <Tiles columns={{ mobile: 1, tablet: 2 }} gap="large">
        <Card as="section" aria-labelledby="contact-support">
          <Stack gap="large">
            <Heading level={2} size="3" id="contact-support">
              {intl.formatMessage({ id: 'contact.support.title' })}
            </Heading>
            <SupportChannels />
          </Stack>
        </Card>
        <Card as="section" aria-labelledby="contact-company">
          <Stack gap="large">
            <Heading level={2} size="3" id="contact-company">
              {intl.formatMessage({ id: 'contact.company.title' })}
            </Heading>
            <Stack gap="small">
              <Text>{intl.formatMessage({ id: 'contact.company.description' })}</Text>
              <CompanyAddress />
            </Stack>
          </Stack>
        </Card>
      </Tiles>
    </TitledPage>
  );
}
