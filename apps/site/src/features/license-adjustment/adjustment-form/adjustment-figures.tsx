import type { PreviewChangeResponse } from '@app/contracts';
import { formatChf, formatVatRate } from '@app/i18n';
import type { Frequency, Quote } from '@app/pricing';
import { AmountList, Heading, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { ChangeFigures } from '../../../components/change-figures/change-figures.js';
import { useLanguage } from '../../../components/language-provider/language-provider.js';

/** The new count's projected subtotal, VAT and total per period (packages/pricing). */
export function AdjustmentQuote({ quote, frequency }: { quote: Quote; frequency: Frequency }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const rate = formatVatRate(quote.vatRatePercent, language);
  return (
    <Stack gap="small">
      <AmountList
        lines={[
          {
            term: intl.formatMessage({ id: 'licenseAdjustment.summary.subtotal' }),
            value: formatChf(quote.subtotalCents, language),
          },
          {
            term: intl.formatMessage({ id: 'licenseAdjustment.summary.vat' }, { rate }),
            value: formatChf(quote.vatCents, language),
          },
        ]}
        total={{
          term: intl.formatMessage({ id: 'licenseAdjustment.summary.total' }, { frequency }),
          value: formatChf(quote.totalCents, language),
        }}
      />
      <Text size="small" tone="muted">
        {intl.formatMessage({ id: 'licenseAdjustment.summary.vatIncluded' }, { rate })}
      </Text>
    </Stack>
  );
}

export interface AdjustmentPreviewProps {
  readonly preview: PreviewChangeResponse | null;
  /** The figures are on their way (or waiting for the count to settle). */
  readonly loading: boolean;
  /** The rate of the quote, until Stripe's figures say theirs. */
  readonly vatRatePercent: number;
}

/** Stripe's figures for another count (preview-change): what is charged today and when it applies. */
export function AdjustmentPreview({ preview, loading, vatRatePercent }: AdjustmentPreviewProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const rate = formatVatRate(preview?.vatRatePercent ?? vatRatePercent, language);
  return (
    <Stack gap="small">
      <Heading level={3} size="4">
        {intl.formatMessage({ id: 'licenseAdjustment.preview.heading' })}
      </Heading>
      <ChangeFigures
        preview={preview}
        loading={loading}
        language={language}
        words={{
          dueToday: intl.formatMessage({ id: 'licenseAdjustment.preview.dueToday' }),
          vat: intl.formatMessage({ id: 'licenseAdjustment.preview.vat' }, { rate }),
          nextCharge: intl.formatMessage({ id: 'licenseAdjustment.preview.nextCharge' }),
          nextChargeValue: (amount, date) =>
            intl.formatMessage({ id: 'licenseAdjustment.preview.nextChargeValue' }, { amount, date }),
          effect: (effective, date) =>
            effective === 'now'
              ? intl.formatMessage({ id: 'licenseAdjustment.preview.effectiveNow' })
              : intl.formatMessage({ id: 'licenseAdjustment.preview.effectiveAtPeriodEnd' }, { date }),
          loading: intl.formatMessage({ id: 'licenseAdjustment.preview.loading' }),
        }}
      />
    </Stack>
  );
}
