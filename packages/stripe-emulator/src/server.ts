import http from 'node:http';
import { apiKeyKind, publishableKeyRefused } from './api-keys.js';
import { API_VERSION } from './api-version.js';
import { runBilling } from './billing-cycle.js';
import type { EmulatorContext } from './context.js';
import { type EmulatorControl, handleControlRequest } from './control.js';
import { idempotencyMismatch, invalidRequest, StripeApiError, unrecognizedUrl } from './errors.js';
import { applyExpand } from './expand.js';
import { expanderFor } from './expandable-objects.js';
import { type FormObject, parseForm } from './form-encoding.js';
import { hostedInvoicePage, threeDSecurePage } from './hosted-pages.js';
import { escapeHtml, htmlPage } from './html.js';
import { newId } from './ids.js';
import { Params } from './params.js';
import { invoicePdf } from './pdf.js';
import { findInvoice } from './resources/invoice-lookup.js';
import { finishAuthentication } from './resources/payment-intent-charges.js';
import { findPaymentIntentBySecret } from './resources/payment-intent-lookup.js';
import { finishSetupAuthentication } from './resources/setup-intent-confirmation.js';
import { findSetupIntentBySecret } from './resources/setup-intent-lookup.js';
import { matchRoute } from './routes.js';
import { stripeJsSource } from './stripe-js-asset.js';

const MAX_BODY_BYTES = 1_000_000;

// Stripe.js calls the API from the merchant's page: any origin may call the emulator.
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, Idempotency-Key, Stripe-Version, Stripe-Account',
  'Access-Control-Expose-Headers': 'Request-Id, Stripe-Version, Idempotent-Replayed',
  'Access-Control-Max-Age': '600',
};

interface Reply {
  status: number;
  body: string | Buffer;
  headers?: Record<string, string>;
}

function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    body: `${JSON.stringify(value, null, 2)}\n`,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  };
}

function errorReply(error: unknown, headers: Record<string, string> = {}): Reply {
  if (error instanceof StripeApiError) return json(error.status, { error: error.body }, headers);
  const message = error instanceof Error ? error.message : String(error);
  return json(
    500,
    { error: { type: 'api_error', message: `Stripe emulator internal error: ${message}` } },
    headers,
  );
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw invalidRequest('Request body too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseBody(contentType: string | undefined, body: string): FormObject {
  if (body.trim() === '') return {};
  if (contentType?.includes('application/json')) {
    throw invalidRequest(
      'Invalid request: the Stripe API takes application/x-www-form-urlencoded bodies, not JSON.',
    );
  }
  return parseForm(body);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

// The SDK keys every POST, so a long dev session would otherwise keep every answer forever.
const MAX_REMEMBERED_KEYS = 10_000;

function rememberAnswer(
  ctx: EmulatorContext,
  key: string,
  answer: { fingerprint: string; status: number; body: string },
): void {
  const { idempotency } = ctx.store;
  idempotency.set(key, answer);
  if (idempotency.size > MAX_REMEMBERED_KEYS) {
    const oldest = idempotency.keys().next().value;
    if (oldest !== undefined) idempotency.delete(oldest);
  }
}

/**
 * /v1/...: authentication, form parsing, idempotency, the route, then `expand[]`.
 * Idempotency as Stripe documents it (https://docs.stripe.com/api/idempotent_requests): the same
 * key with the same parameters replays the first answer (`Idempotent-Replayed: true`); with other
 * parameters it is a 400 idempotency_error. Validation errors (400) are not remembered, so a fixed
 * request may reuse its key; results (200) and card errors (402) are.
 */
async function handleApi(ctx: EmulatorContext, request: http.IncomingMessage, url: URL): Promise<Reply> {
  const requestId = newId('req');
  const headers: Record<string, string> = { 'Request-Id': requestId, 'Stripe-Version': API_VERSION };
  const idempotencyKey = request.headers['idempotency-key'];
  const key = typeof idempotencyKey === 'string' && idempotencyKey !== '' ? idempotencyKey : null;
  if (key) headers['Idempotency-Key'] = key;
  try {
    const keyKind = apiKeyKind(request.headers.authorization);
    const method = request.method ?? 'GET';
    const raw = {
      ...parseForm(url.search.slice(1)),
      ...parseBody(request.headers['content-type'], await readBody(request)),
    };
    const matched = matchRoute(method, url.pathname);
    if (!matched) throw unrecognizedUrl(method, url.pathname);
    if (keyKind === 'publishable' && !matched.route.publishable) throw publishableKeyRefused();

    const remember = method === 'POST' && key !== null;
    const fingerprint = `${method} ${url.pathname} ${canonical(raw)}`;
    if (remember) {
      const stored = ctx.store.idempotency.get(key);
      if (stored && stored.fingerprint !== fingerprint) throw idempotencyMismatch(key);
      if (stored) {
        return {
          status: stored.status,
          body: stored.body,
          headers: {
            ...headers,
            'Content-Type': 'application/json; charset=utf-8',
            'Idempotent-Replayed': 'true',
          },
        };
      }
    }

    // A slow Stripe (control API `latency`): the answer comes this much later, the work is the same.
    if (ctx.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, ctx.latencyMs));
    let reply: Reply;
    try {
      // What fell due since the last call happens first, and is not attributed to this request.
      runBilling(ctx);
      ctx.request = { id: requestId, idempotencyKey: key };
      const params = new Params(raw);
      const result = matched.route.handler({ ctx, params, path: matched.path, keyKind });
      reply = json(200, applyExpand(result, params.expand(), expanderFor(ctx)), headers);
    } catch (error) {
      reply = errorReply(error, headers);
    } finally {
      ctx.request = null;
    }
    if (remember && (reply.status === 200 || reply.status === 402)) {
      rememberAnswer(ctx, key, { fingerprint, status: reply.status, body: reply.body as string });
    }
    return reply;
  } catch (error) {
    return errorReply(error, headers);
  }
}

async function handleControl(
  control: EmulatorControl,
  request: http.IncomingMessage,
  url: URL,
): Promise<Reply> {
  try {
    const text = await readBody(request);
    let body: Record<string, unknown> = {};
    if (text.trim() !== '') {
      body = request.headers['content-type']?.includes('application/json')
        ? (JSON.parse(text) as Record<string, unknown>)
        : parseForm(text);
    }
    const result = await handleControlRequest(
      control,
      request.method ?? 'GET',
      url.pathname,
      body,
      url.searchParams,
    );
    return json(result.status, result.body);
  } catch (error) {
    if (error instanceof SyntaxError)
      return errorReply(invalidRequest(`Invalid JSON body: ${error.message}`));
    return errorReply(error);
  }
}

/** invoice_pdf and hosted_invoice_url: public like Stripe's, secret only by their address. */
function handleInvoicePage(ctx: EmulatorContext, url: URL): Reply | null {
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
async function handleThreeDSecure(
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

function stripeJs(): Reply {
  return {
    status: 200,
    body: stripeJsSource(),
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
  };
}

export interface ServerOptions {
  /** Called once per request with a one-line summary (the CLI prints it). */
  log?: (line: string) => void;
}

export function createEmulatorServer(
  ctx: EmulatorContext,
  control: EmulatorControl,
  options: ServerOptions = {},
): http.Server {
  return http.createServer((request, response) => {
    const started = Date.now();
    const url = new URL(request.url ?? '/', 'http://emulator.invalid');
    const route = async (): Promise<Reply> => {
      if (request.method === 'OPTIONS') return { status: 204, body: '' };
      const path = url.pathname;
      if (path.startsWith('/v1/')) return handleApi(ctx, request, url);
      if (path === '/_emulator' || path.startsWith('/_emulator/'))
        return handleControl(control, request, url);
      if (request.method === 'GET' && /^\/(v3|endive)(\/(stripe\.js)?)?$/.test(path)) return stripeJs();
      if (request.method === 'GET') {
        const page = handleInvoicePage(ctx, url);
        if (page) return page;
      }
      const challenge = await handleThreeDSecure(ctx, request, url);
      if (challenge) return challenge;
      if (path === '/' && request.method === 'GET') {
        return {
          status: 200,
          body: `Stripe emulator (API version ${API_VERSION}). Stripe API under /v1, Stripe.js at /v3/stripe.js, control API under /_emulator.\n`,
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        };
      }
      return errorReply(unrecognizedUrl(request.method ?? 'GET', path));
    };
    route()
      .catch((error: unknown) => errorReply(error))
      .then((reply) => {
        response.writeHead(reply.status, { ...CORS_HEADERS, ...reply.headers });
        response.end(reply.body);
        options.log?.(`${request.method} ${url.pathname} ${reply.status} ${Date.now() - started}ms`);
      });
  });
}
