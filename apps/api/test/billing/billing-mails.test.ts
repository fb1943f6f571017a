import { LANGUAGES } from '@app/contracts';
import { formatChf, formatLongDate } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import { BILLING_MAIL_TEMPLATES, type BillingMailTemplate } from '../../src/mail/billing-templates.js';
import { escapeHtml, MailRenderError, renderMail } from '../../src/mail/render.js';

/**
 * The billing mails of docs/subscriptions-and-money.md#billing-notices as the outbox worker renders
 * them, in each of the four languages.
 */
const LINK = 'http://localhost:3000/account#billing';
const PARAMS: Record<BillingMailTemplate, Record<string, string>> = {
  billing_payment_received: {
    link: LINK,
    invoiceId: 'in_123',
    amount: '58800',
    date: '2026-11-02T10:00:00.000Z',
  },
  billing_payment_failed: { link: LINK, amount: '5345' },
  billing_action_required: { link: LINK, amount: '58800' },
  billing_card_expiring: { link: LINK, last4: '4242', expiry: '12/2026' },
  billing_cancellation_confirmed: { link: LINK, date: '2027-03-12T00:00:00.000Z' },
  billing_seats_changed: { link: LINK, seats: '5' },
  billing_subscription_ended: { link: LINK },
  billing_subscription_ended_unpaid: { link: LINK },
  billing_subscription_ended_invoice_unpaid: { link: LINK },
  billing_seat_released: { link: LINK, inviter: 'dr.muller@praxis.ch' },
  billing_renewal_reminder: { link: LINK, amount: '58800', date: '2027-03-12T00:00:00.000Z' },
  billing_invoice_reminder: {
    link: LINK,
    amount: '140400',
    date: '2027-01-10T09:00:00.000Z',
    endsOn: '2027-02-16T09:00:00.000Z',
    invoiceNumber: 'INV-0042',
    invoiceId: 'in_42',
  },
};

describe('billing mails', () => {
  it.each(
    LANGUAGES.flatMap((language) => BILLING_MAIL_TEMPLATES.map((template) => [language, template] as const)),
  )('renders %s %s with its link and no message id left raw', (language, template) => {
    const mail = renderMail(template, language, PARAMS[template]);
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/email\.[a-zA-Z]+\./);
    expect(mail.text.split('\n')).toContain(LINK);
    expect(mail.html).toContain(`href="${escapeHtml(LINK)}"`);
    expect(mail.html).toContain(`<html lang="${language}">`);
  });

  it('states amounts in CHF and dates as long dates of the recipient’s language', () => {
    const received = renderMail('billing_payment_received', 'de', PARAMS.billing_payment_received);
    expect(received.subject).toBe(`Zahlung erhalten: ${formatChf(58800, 'de')}`);
    expect(received.text).toContain(`am ${formatLongDate('2026-11-02T10:00:00.000Z', 'de')} erhalten`);
    expect(renderMail('billing_payment_failed', 'fr', PARAMS.billing_payment_failed).text).toContain(
      formatChf(5345, 'fr'),
    );
    expect(renderMail('billing_seats_changed', 'it', PARAMS.billing_seats_changed).text).toContain(
      '5 licenze',
    );
    expect(renderMail('billing_card_expiring', 'en', PARAMS.billing_card_expiring).subject).toBe(
      'Your card ending in 4242 expires soon',
    );
    expect(
      renderMail('billing_cancellation_confirmed', 'en', PARAMS.billing_cancellation_confirmed).text,
    ).toContain('You keep full access until 12 March 2027');
  });

  it.each([
    ['en', 'expires at the end of December 2026'],
    ['fr', 'expire fin décembre 2026'],
    ['de', 'läuft Ende Dezember 2026 ab'],
    ['it', 'scade alla fine di dicembre 2026'],
  ] as const)('names the month a card expires in words in %s, not "12/2026"', (language, words) => {
    const mail = renderMail('billing_card_expiring', language, PARAMS.billing_card_expiring);
    expect(mail.text).toContain(words);
    expect(mail.text).not.toContain('12/2026');
  });

  it('names the invoice whose PDF the worker attaches to a payment received and a reminder, and links none', () => {
    const received = renderMail('billing_payment_received', 'en', PARAMS.billing_payment_received);
    expect(received.invoiceId).toBe('in_123');
    expect(received.text).toContain('The invoice is attached to this email as a PDF.');
    // Only the account page's link: no document of Stripe's.
    const links = [...received.html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);
    expect(new Set(links)).toEqual(new Set([escapeHtml(LINK)]));
    expect(renderMail('billing_invoice_reminder', 'en', PARAMS.billing_invoice_reminder).invoiceId).toBe(
      'in_42',
    );
    expect(renderMail('billing_payment_failed', 'en', PARAMS.billing_payment_failed).invoiceId).toBeNull();
  });

  it.each([
    ['a payment without amount', 'billing_payment_failed', { link: LINK }],
    ['an amount that is no number of cents', 'billing_payment_failed', { link: LINK, amount: '53.45' }],
    [
      'a card expiry of the wrong form',
      'billing_card_expiring',
      { link: LINK, last4: '4242', expiry: '2026-12' },
    ],
    [
      'an invoice id that is no Stripe invoice’s',
      'billing_payment_received',
      { ...PARAMS.billing_payment_received, invoiceId: '../../etc/passwd' },
    ],
  ])('refuses %s', (_case, template, params) => {
    expect(() => renderMail(template, 'en', params)).toThrow(MailRenderError);
  });
});
