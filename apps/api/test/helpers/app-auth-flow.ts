import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export const CLIENT_ID = 'dictation-windows';
export const REDIRECT = 'http://127.0.0.1:53127/callback';

/** A browser for the authorization flow: follows nothing by itself, keeps its cookies. */
export class Browser {
  private readonly cookies = new Map<string, string>();
  /** Where relative addresses go; a test may move it to another process behind the same name. */
  constructor(public base: string) {}

  async get(url: string): Promise<Response> {
    const response = await fetch(new URL(url, this.base), {
      redirect: 'manual',
      headers: { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
}

/** The app under test on a real port; closing is the file's afterAll (the app's own close). */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(params: Record<string, string>): string {
  return `/oauth/authorize?${new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope: 'licence',
    ...params,
  })}`;
}

/** Posts a form to the token or revocation endpoint, as the app does. */
export async function postForm(base: string, path: string, form: Record<string, string>) {
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...form }),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, string>,
  };
}

/**
 * The whole browser half: the authorization request, the site's consent call with the user's
 * session token, and back to the app's loopback redirect, whose URL is returned.
 */
export async function authorize(
  base: string,
  sessionToken: string,
  params: Record<string, string>,
  approve = true,
  /** Where the browser is sent after the authorization request (another process), if elsewhere. */
  then = base,
): Promise<URL> {
  const browser = new Browser(base);
  const start = await browser.get(authorizeUrl(params));
  browser.base = then;
  expect(start.status).toBe(303);
  const consent = new URL(start.headers.get('location') ?? '', base);
  const uid = consent.pathname.split('/').at(-1) ?? '';
  const answer = await fetch(
    new URL(`/api/app-auth/consent/${uid}/${approve ? 'approve' : 'refuse'}`, then),
    {
      method: 'POST',
      headers: { authorization: `Bearer ${sessionToken}` },
    },
  );
  expect(answer.status).toBe(200);
  const { redirectTo } = (await answer.json()) as { redirectTo: string };
  let response = await browser.get(redirectTo);
  while (response.status >= 300 && response.status < 400) {
    const location = response.headers.get('location') ?? '';
    if (location.startsWith('http://127.0.0.1:53127/')) return new URL(location);
    response = await browser.get(location);
  }
  throw new Error(`no redirect to the app: ${response.status} ${await response.text()}`);
}

/** The app's whole sign-in: authorization with PKCE, approval, and the code exchanged for tokens. */
export async function appSignIn(base: string, sessionToken: string, params: Record<string, string> = {}) {
  const { verifier, challenge } = pkcePair();
  const back = await authorize(base, sessionToken, {
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'st-app',
    ...params,
  });
  const tokens = await postForm(base, '/oauth/token', {
    grant_type: 'authorization_code',
    code: back.searchParams.get('code') ?? '',
    code_verifier: verifier,
    redirect_uri: REDIRECT,
  });
  expect(tokens.status).toBe(200);
  return tokens.body as unknown as { access_token: string; refresh_token: string; expires_in: number };
}
