import type { Language, PreviewChangeResponse } from '@app/contracts';
import { formatChf } from '@app/i18n';
import { AmountList, Spinner, Stack, Text } from '@app/ui';

/** The words of one screen for the figures (each screen has its own message ids). */
export interface ChangeFiguresWords {
  dueToday: string;
  /** The VAT share's term, its rate already in. */
  vat: string;
  nextCharge: string;
  /** "CHF 85.10 on 12 March 2027", from the amount and the date given. */
  nextChargeValue: (amount: string, date: number) => string;
  /** What the change means for when it applies, from the date it takes effect. */
  effect: (effective: PreviewChangeResponse['effective'], date: number) => string;
  loading: string;
}

export interface ChangeFiguresProps {
  /** Stripe's figures (preview-change); null while they are read. */
  preview: PreviewChangeResponse | null;
  loading: boolean;
  language: Language;
  words: ChangeFiguresWords;
}

/**
 * Stripe's own figures for a change of a running subscription, exactly as preview-change answers
 * them, so the amount shown is the amount then charged: due today with its VAT, the next regular
 * charge and its date, and when the change takes effect.
 */
export function ChangeFigures({ preview, loading, language, words }: ChangeFiguresProps) {
  if (loading || !preview) {
    return loading ? <Spinner label={words.loading} showLabel /> : null;
  }
  const date = Date.parse(preview.nextChargeDate);
  return (
    <Stack gap="small">
      <AmountList
        lines={[
          { term: words.vat, value: formatChf(preview.vatDueNow, language) },
          {
            term: words.nextCharge,
            value: words.nextChargeValue(formatChf(preview.nextChargeAmount, language), date),
          },
        ]}
        total={{ term: words.dueToday, value: formatChf(preview.amountDueNow, language) }}
      />
      <Text size="small" tone="muted">
        {words.effect(preview.effective, date)}
      </Text>
    </Stack>
  );
}
