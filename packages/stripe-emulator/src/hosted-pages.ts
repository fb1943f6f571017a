import type Stripe from 'stripe';
import { formatAmount } from './billing-periods.js';
import { escapeHtml, htmlPage, longDate } from './html.js';

/** hosted_invoice_url: the page Stripe hosts for an invoice, reduced to what it shows. */
export function hostedInvoicePage(invoice: Stripe.Invoice): string {
  const currency = invoice.currency;
  const rows = invoice.lines.data
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.description ?? '')}</td><td class="amount">${escapeHtml(formatAmount(line.amount, currency))}</td></tr>`,
    )
    .join('\n');
  const pdf = invoice.invoice_pdf
    ? `<p><a href="${escapeHtml(invoice.invoice_pdf)}">Download invoice (PDF)</a></p>`
    : '';
  return htmlPage(
    `Invoice ${invoice.number ?? invoice.id}`,
    `<h1>Invoice ${escapeHtml(invoice.number ?? '(draft)')}</h1>
<dl>
  <dt>Date of issue</dt><dd>${longDate(invoice.status_transitions.finalized_at ?? invoice.created)}</dd>
  ${invoice.due_date ? `<dt>Date due</dt><dd>${longDate(invoice.due_date)}</dd>` : ''}
  <dt>Status</dt><dd>${escapeHtml(invoice.status ?? '')}</dd>
  <dt>Amount due</dt><dd>${escapeHtml(formatAmount(invoice.amount_remaining, currency))}</dd>
</dl>
<table>
  <thead><tr><th scope="col">Description</th><th scope="col" class="amount">Amount</th></tr></thead>
  <tbody>
${rows}
  </tbody>
  <tfoot><tr><th scope="row">Total</th><td class="amount">${escapeHtml(formatAmount(invoice.total, currency))}</td></tr></tfoot>
</table>
${pdf}`,
  );
}

/**
 * The 3-D Secure test page at /3ds/{pi|seti}, like Stripe's test-mode challenge: two buttons. Used
 * when an intent is authenticated outside our Stripe.js stand-in (which shows the same choice in a
 * modal). A SetupIntent has no amount: the card is being saved for later payments.
 */
export function threeDSecurePage(
  intentId: string,
  payment: { amount: number | null; currency: string | null },
  clientSecret: string,
  returnUrl: string,
): string {
  const hidden = `<input type="hidden" name="client_secret" value="${escapeHtml(clientSecret)}">${
    returnUrl ? `<input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">` : ''
  }`;
  const what =
    payment.amount !== null && payment.currency !== null
      ? `Payment of ${escapeHtml(formatAmount(payment.amount, payment.currency))}.`
      : 'Saving a card for later payments.';
  return htmlPage(
    '3D Secure 2 Test Page',
    `<h1>3D Secure 2 Test Page</h1>
<p>${what} Complete or fail the authentication of this test ${payment.amount === null ? 'setup' : 'payment'}.</p>
<form method="post" action="/3ds/${escapeHtml(intentId)}/complete">${hidden}<button type="submit">Complete authentication</button></form>
<form method="post" action="/3ds/${escapeHtml(intentId)}/fail">${hidden}<button type="submit">Fail authentication</button></form>`,
  );
}
