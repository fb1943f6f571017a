// What every route of the emulator answers with, and how it reads a request's body.
import type http from 'node:http';
import { invalidRequest, StripeApiError } from './errors.js';

const MAX_BODY_BYTES = 1_000_000;

export interface Reply {
  status: number;
  body: string | Buffer;
  headers?: Record<string, string>;
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    body: `${JSON.stringify(value, null, 2)}\n`,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  };
}

export function errorReply(error: unknown, headers: Record<string, string> = {}): Reply {
  if (error instanceof StripeApiError) return json(error.status, { error: error.body }, headers);
  const message = error instanceof Error ? error.message : String(error);
  return json(
    500,
    { error: { type: 'api_error', message: `Stripe emulator internal error: ${message}` } },
    headers,
  );
}

export async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw invalidRequest('Request body too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
