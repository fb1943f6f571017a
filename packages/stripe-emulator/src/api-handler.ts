import type http from 'node:http';
import { apiKeyKind, publishableKeyRefused } from './api-keys.js';
import { API_VERSION } from './api-version.js';
import { runBilling } from './billing-cycle.js';
import type { EmulatorContext } from './context.js';
import { idempotencyMismatch, invalidRequest, unrecognizedUrl } from './errors.js';
import { applyExpand } from './expand.js';
import { expanderFor } from './expandable-objects.js';
import { type FormObject, parseForm } from './form-encoding.js';
import { errorReply, json, type Reply, readBody } from './http-replies.js';
import { newId } from './ids.js';
import { Params } from './params.js';
import { matchRoute } from './routes.js';

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
export async function handleApi(
  ctx: EmulatorContext,
  request: http.IncomingMessage,
  url: URL,
): Promise<Reply> {
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
