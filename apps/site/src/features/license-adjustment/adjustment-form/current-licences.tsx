import type { ScheduledChange } from '@app/contracts';
import { formatChf } from '@app/i18n';
import { type Frequency, licenseAdjustmentQuote } from '@app/pricing';
import { AmountList, Card, Heading, Stack } from '@app/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../components/language-provider/language-provider.js';

export interface CurrentLicencesProps {
  readonly frequency: Frequency;
  readonly currentCount: number;
  readonly scheduledChange: ScheduledChange | null;
}

/** What the subscription has now (docs/licences.md#license-adjustment): its count, its price, a decrease waiting. */
export function CurrentLicences({ frequency, currentCount, scheduledChange }: CurrentLicencesProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const headingId = useId();
  const currentPrice = licenseAdjustmentQuote({ frequency, newLicenseCount: currentCount }).totalCents;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="medium">
        <Heading level={2} size="3" id={headingId}>
          {intl.formatMessage({ id: 'licenseAdjustment.current.heading' })}
        </Heading>
        <AmountList
          lines={[
            {
              term: intl.formatMessage({ id: 'licenseAdjustment.current.count' }),
              value: intl.formatNumber(currentCount),
            },
            {
              term: intl.formatMessage({ id: 'licenseAdjustment.current.price' }),
              value: intl.formatMessage(
                { id: 'licenseAdjustment.amountPerPeriod' },
                { amount: formatChf(currentPrice, language), frequency },
              ),
            },
            ...(scheduledChange
              ? [
                  {
                    term: intl.formatMessage({ id: 'licenseAdjustment.current.scheduled' }),
                    value: intl.formatMessage(
                      { id: 'licenseAdjustment.current.scheduledValue' },
                      {
                        count: scheduledChange.numberOfLicenses,
                        date: Date.parse(scheduledChange.effectiveDate),
                      },
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Stack>
    </Card>
  );
}
