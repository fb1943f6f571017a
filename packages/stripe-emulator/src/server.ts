import http from 'node:http';
import { handleApi } from './api-handler.js';
import { API_VERSION } from './api-version.js';
import type { EmulatorContext } from './context.js';
import type { EmulatorControl } from './control.js';
import { handleControlRequest } from './control-http.js';
import { invalidRequest, unrecognizedUrl } from './errors.js';
import { parseForm } from './form-encoding.js';
import { errorReply, json, type Reply, readBody } from './http-replies.js';
import { handleInvoicePage, handleThreeDSecure } from './page-handlers.js';
import { stripeJsSource } from './stripe-js-asset.js';

// Stripe.js calls the API from the merchant's page: any origin may call the emulator.
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, Idempotency-Key, Stripe-Version, Stripe-Account',
  'Access-Control-Expose-Headers': 'Request-Id, Stripe-Version, Idempotent-Replayed',
  'Access-Control-Max-Age': '600',
};

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
