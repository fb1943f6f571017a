import { PROCESSORS, type ProcessingCountry, type ProcessorId, type TransferSafeguard } from '@app/i18n';
import { Heading, Stack, Text } from '@app/ui';
import { defineMessages, useIntl } from 'react-intl';
import * as styles from '../legal-document/legal-document.css.js';

const countryMessages = defineMessages({
  CH: { id: 'privacy.country.ch' },
  IE: { id: 'privacy.country.ie' },
  US: { id: 'privacy.country.us' },
} satisfies Record<ProcessingCountry, { id: string }>);

const safeguardMessages = defineMessages({
  switzerland: { id: 'privacy.safeguard.switzerland' },
  adequate: { id: 'privacy.safeguard.adequate' },
  dpfAndScc: { id: 'privacy.safeguard.dpfAndScc' },
} satisfies Record<TransferSafeguard, { id: string }>);

/** What each processor does and receives; the name only for those the list names by their kind. */
const processorMessages = {
  hosting: defineMessages({
    name: { id: 'privacy.processor.hosting.name' },
    purpose: { id: 'privacy.processor.hosting.purpose' },
    data: { id: 'privacy.processor.hosting.data' },
  }),
  mail: defineMessages({
    name: { id: 'privacy.processor.mail.name' },
    purpose: { id: 'privacy.processor.mail.purpose' },
    data: { id: 'privacy.processor.mail.data' },
  }),
  stripe: defineMessages({
    purpose: { id: 'privacy.processor.stripe.purpose' },
    data: { id: 'privacy.processor.stripe.data' },
  }),
} satisfies Record<ProcessorId, object>;

/**
 * docs/legal.md#processors: every processor of the one list (PROCESSORS of @app/i18n), under its
 * company's name or its kind, with what it does, the data it receives, and each country it works
 * in with the safeguard that allows it.
 */
export function ProcessorList() {
  const intl = useIntl();
  return (
    <Stack gap="large">
      {PROCESSORS.map((processor) => {
        const words = processorMessages[processor.id];
        const name = processor.company ?? ('name' in words ? intl.formatMessage(words.name) : processor.id);
        const headingId = `privacy-processor-${processor.id}`;
        return (
          <section key={processor.id} aria-labelledby={headingId}>
            <Stack gap="xsmall">
              <Heading level={3} size="4" id={headingId}>
                {name}
              </Heading>
              <Text>{intl.formatMessage(words.purpose)}</Text>
              <ul className={styles.list}>
                <li>
                  <Text as="span">
                    {intl.formatMessage(
                      { id: 'privacy.processors.data' },
                      { data: intl.formatMessage(words.data) },
                    )}
                  </Text>
                </li>
                {processor.locations.map(({ country, safeguard }) => (
                  <li key={country}>
                    <Text as="span">
                      {intl.formatMessage(
                        { id: 'privacy.processors.location' },
                        {
                          country: intl.formatMessage(countryMessages[country]),
                          safeguard: intl.formatMessage(safeguardMessages[safeguard]),
                        },
                      )}
                    </Text>
                  </li>
                ))}
              </ul>
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
