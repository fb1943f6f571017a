import { COMPANY } from '@app/i18n';
import {
  FREE_TRIAL_DAYS,
  INVOICE_END_DAYS_AFTER_REMINDER,
  INVOICE_PAYMENT_DAYS,
  INVOICE_REMINDER_DAYS_AFTER_DUE,
  TRANSLATION_LANGUAGE_COUNT,
} from '@app/pricing';
import { Link } from '@app/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { LegalDocument, textSection } from '../legal-document/legal-document.js';

/**
 * /terms (docs/routes-and-screens.md#terms-and-privacy): the date, an introduction, eight sections and the
 * contact section; payment on invoice, the credit limit, reminders and the end after non-payment with the
 * figures the API goes by (docs/subscriptions-and-money.md#overdue-invoices, #credit-limit).
 */
export function TermsPage() {
  const intl = useIntl();
  const company = COMPANY.name;

  return (
    <LegalDocument
      title={intl.formatMessage({ id: 'terms.title' })}
      intro={intl.formatMessage({ id: 'terms.intro' }, { company })}
      sections={[
        textSection(intl, 'terms.service', { languages: TRANSLATION_LANGUAGE_COUNT }),
        textSection(intl, 'terms.account'),
        textSection(intl, 'terms.subscriptions', { days: FREE_TRIAL_DAYS }),
        textSection(intl, 'terms.invoice', { dueDays: INVOICE_PAYMENT_DAYS }),
        textSection(intl, 'terms.unpaid', {
          reminderDays: INVOICE_REMINDER_DAYS_AFTER_DUE,
          endDays: INVOICE_END_DAYS_AFTER_REMINDER,
        }),
        textSection(intl, 'terms.medical'),
        textSection(intl, 'terms.use', { company }),
        textSection(intl, 'terms.liability', { company }),
      ]}
      contact={{
        key: 'terms.contact',
        text: (
          <FormattedMessage
            id="terms.contact.body"
            values={{
              email: <Link href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</Link>,
            }}
          />
        ),
      }}
    />
  );
}
