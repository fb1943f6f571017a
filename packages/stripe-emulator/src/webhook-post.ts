// One delivery attempt: the signed event POSTed to the endpoint, as Stripe sends it.
import http from 'node:http';
import https from 'node:https';
import { signatureHeader } from './webhook-signing.js';

function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<number> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        // One connection per attempt: nothing lingers to keep a receiver's server from closing.
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no response within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** Resolves to the endpoint's HTTP status; rejects on a network error or no answer in time. */
export function postWebhook(
  url: string,
  payload: string,
  secret: string,
  timestamp: number,
  timeoutMs: number,
): Promise<number> {
  return post(
    url,
    payload,
    {
      'Content-Type': 'application/json; charset=utf-8',
      'Stripe-Signature': signatureHeader(payload, secret, timestamp),
      'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      'Cache-Control': 'no-cache',
      Accept: '*/*; q=0.5, application/xml',
    },
    timeoutMs,
  );
}
