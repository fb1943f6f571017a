// The pages a browser opens: an invoice's hosted page and PDF, and the 3-D Secure challenge.
import type http from 'node:http';
import { runBilling } from './billing-cycle.js';
import type { EmulatorContext } from './context.js';
import { invalidRequest, unrecognizedUrl } from './errors.js';
import { hostedInvoicePage, threeDSecurePage } from './hosted-pages.js';
import { escapeHtml, htmlPage } from './html.js';
import { errorReply, json, type Reply, readBody } from './http-replies.js';
import { invoicePdf } from './pdf.js';
import { findInvoice } from './resources/invoice-lookup.js';
import { finishAuthentication } from './resources/payment-intent-charges.js';
import { findPaymentIntentBySecret } from './resources/payment-intent-lookup.js';
import { finishSetupAuthentication } from './resources/setup-intent-confirmation.js';
import { findSetupIntentBySecret } from './resources/setup-intent-lookup.js';

/** invoice_pdf and hosted_invoice_url: public like Stripe's, secret only by their address. */
export function handleInvoicePage(ctx: EmulatorContext, url: URL): Reply | null {
  const match = /^\/invoice\/([^/]+)(\/pdf)?\/?$/.exec(url.pathname);
  if (!match) return null;
  try {
    runBilling(ctx);
    const invoice = findInvoice(ctx, decodeURIComponent(match[1] as string), 'id');
    if (invoice.status === 'draft') throw invalidRequest('A draft invoice has no hosted page or PDF yet.');
    if (match[2]) {
      return {
        status: 200,
        body: invoicePdf(invoice),
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="Invoice-${invoice.number ?? invoice.id}.pdf"`,
        },
      };
    }
    return {
      status: 200,
      body: hostedInvoicePage(invoice),
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    };
  } catch (error) {
    return errorReply(error);
  }
}

/** The intent a 3-D Secure challenge is about: a payment, or a card being saved (seti_). */
function challengedIntent(ctx: EmulatorContext, id: string, clientSecret: string | undefined) {
  if (id.startsWith('seti_')) {
    const setupIntent = findSetupIntentBySecret(ctx, id, clientSecret);
    return {
      page: { amount: null, currency: null },
      finish: (outcome: 'complete' | 'fail') => {
        const result = finishSetupAuthentication(ctx, setupIntent, outcome);
        return { result, key: 'setup_intent', secret: result.client_secret };
      },
    };
  }
  const paymentIntent = findPaymentIntentBySecret(ctx, id, clientSecret);
  return {
    page: { amount: paymentIntent.amount, currency: paymentIntent.currency },
    finish: (outcome: 'complete' | 'fail') => {
      const result = finishAuthentication(ctx, paymentIntent, outcome);
      return { result, key: 'payment_intent', secret: result.client_secret };
    },
  };
}

/**
 * /3ds/{pi|seti}: the challenge page, and the two answers to it (also used by the Stripe.js
 * stand-in), for a payment and for a card being saved.
 */
export async function handleThreeDSecure(
  ctx: EmulatorContext,
  request: http.IncomingMessage,
  url: URL,
): Promise<Reply | null> {
  const match = /^\/3ds\/([^/]+)(?:\/(complete|fail))?\/?$/.exec(url.pathname);
  if (!match) return null;
  const id = decodeURIComponent(match[1] as string);
  try {
    const body = new URLSearchParams(await readBody(request));
    const clientSecret = body.get('client_secret') ?? url.searchParams.get('client_secret') ?? undefined;
    const returnUrl = body.get('return_url') ?? url.searchParams.get('return_url') ?? '';
    const intent = challengedIntent(ctx, id, clientSecret);
    const action = match[2] as 'complete' | 'fail' | undefined;
    if (!action) {
      if (request.method !== 'GET') throw unrecognizedUrl(request.method ?? 'POST', url.pathname);
      return {
        status: 200,
        body: threeDSecurePage(id, intent.page, clientSecret ?? '', returnUrl),
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      };
    }
    if (request.method !== 'POST') throw unrecognizedUrl(request.method ?? 'GET', url.pathname);
    const { result, key, secret } = intent.finish(action);
    if (returnUrl) {
      const target = new URL(returnUrl);
      target.searchParams.set(key, result.id);
      target.searchParams.set(`${key}_client_secret`, secret ?? '');
      target.searchParams.set('redirect_status', result.status === 'succeeded' ? 'succeeded' : 'failed');
      return { status: 303, body: '', headers: { Location: target.toString() } };
    }
    if (request.headers.accept?.includes('text/html')) {
      const text = result.status === 'succeeded' ? 'Authentication completed.' : 'Authentication failed.';
      return {
        status: 200,
        body: htmlPage(text, `<h1>${escapeHtml(text)}</h1><p>You can close this page.</p>`),
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      };
    }
    return json(200, result);
  } catch (error) {
    return errorReply(error);
  }
}
