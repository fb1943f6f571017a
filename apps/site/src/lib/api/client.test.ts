import { apiError } from '@app/contracts';
import { CallError, failureOf } from '@app/machines';
import { endpointRoute, MOCK_SESSION_TOKEN } from '@app/mocks';
import { server } from '@app/mocks/node';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, retryAfterSeconds, startEarlyCalls } from './client.js';
import { callOpening } from './opening-call.js';

const client = (token: string | null = MOCK_SESSION_TOKEN, onSessionEnded = vi.fn()) => ({
  call: createApiClient({ getToken: () => token, onSessionEnded }),
  onSessionEnded,
});

describe('the API client', () => {
  it('sends the bearer token on authenticated calls and parses the answer', async () => {
    const seen: string[] = [];
    const { method, path } = endpointRoute('usersMe');
    server.use(
      method(path, ({ request }) => {
        seen.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json({ status: 'active', plan: 'premium', extra: 'stripped' });
      }),
    );
    expect(await client().call('usersMe')).toEqual({ status: 'active', plan: 'premium' });
    expect(seen).toEqual([`Bearer ${MOCK_SESSION_TOKEN}`]);
  });

  it('sends no token on public calls, and the body as JSON', async () => {
    const seen: { authorization: string | null; body: unknown }[] = [];
    const { method, path } = endpointRoute('forgotPassword');
    server.use(
      method(path, async ({ request }) => {
        seen.push({ authorization: request.headers.get('authorization'), body: await request.json() });
        return HttpResponse.json({ message: 'sent' });
      }),
    );
    await client().call('forgotPassword', { email: 'anna@praxis.ch', lang: 'de' });
    expect(seen).toEqual([{ authorization: null, body: { email: 'anna@praxis.ch', lang: 'de' } }]);
  });

  it('writes a path parameter into the path, encoded, and hands a file with its name', async () => {
    const seen: string[] = [];
    const { method, path } = endpointRoute('invoicePdf');
    server.use(
      method(path, ({ request }) => {
        seen.push(`${new URL(request.url).pathname} ${request.headers.get('authorization')}`);
        return new HttpResponse('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="ABC-0001.pdf"',
          },
        });
      }),
    );
    const file = await client().call('invoicePdf', { id: 'in_1/x' });
    expect(file.fileName).toBe('ABC-0001.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(seen).toEqual([`/api/invoices/in_1%2Fx/pdf Bearer ${MOCK_SESSION_TOKEN}`]);
  });

  it('throws the API error and ends the session on a 401 of an authenticated call', async () => {
    const { method, path } = endpointRoute('subscriptionInfo');
    server.use(method(path, () => HttpResponse.json(apiError('unauthorized'), { status: 401 })));
    const { call, onSessionEnded } = client();
    const failure = await call('subscriptionInfo').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CallError);
    expect(failureOf(failure)).toMatchObject({ kind: 'api', status: 401, error: { code: 'unauthorized' } });
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });

  it.each([
    ['admin_needs_two_factor', 'docs/admin.md#admin-two-factor'],
    ['admin_needs_passkey', 'docs/passkeys.md#admins'],
  ] as const)('keeps the session of an admin refused with %s (%s)', async (code, _rule) => {
    const { method, path } = endpointRoute('adminAccess');
    server.use(method(path, () => HttpResponse.json(apiError(code), { status: 403 })));
    const { call, onSessionEnded } = client();
    const failure = await call('adminAccess').catch((error: unknown) => error);
    expect(failureOf(failure)).toMatchObject({ kind: 'api', error: { code } });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('does not end a session on a public call refused with 401 (a wrong password)', async () => {
    const { method, path } = endpointRoute('signin');
    server.use(method(path, () => HttpResponse.json(apiError('invalid_credentials'), { status: 401 })));
    const { call, onSessionEnded } = client(null);
    const failure = await call('signin', { email: 'a@praxis.ch', password: 'x' }).catch(
      (error: unknown) => error,
    );
    expect(failureOf(failure)).toMatchObject({ kind: 'api', error: { code: 'invalid_credentials' } });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('reports an unreadable answer or no answer as a network failure', async () => {
    const { method, path } = endpointRoute('usersMe');
    server.use(method(path, () => new HttpResponse('<html>bad gateway</html>', { status: 502 })));
    expect(
      failureOf(
        await client()
          .call('usersMe')
          .catch((error: unknown) => error),
      ),
    ).toEqual({ kind: 'network' });
    server.use(method(path, () => HttpResponse.json({ status: 'sleeping' })));
    expect(
      failureOf(
        await client()
          .call('usersMe')
          .catch((error: unknown) => error),
      ),
    ).toEqual({ kind: 'network' });
    server.use(method(path, () => HttpResponse.error()));
    expect(
      failureOf(
        await client()
          .call('usersMe')
          .catch((error: unknown) => error),
      ),
    ).toEqual({ kind: 'network' });
  });
});

describe("early calls (a screen's first answers, asked for with its code)", () => {
  it('hands an early answer to the first same call, once; the next goes to the API', async () => {
    let answered = 0;
    const { method, path } = endpointRoute('usersMe');
    server.use(
      method(path, () => {
        answered += 1;
        return HttpResponse.json({ status: answered === 1 ? 'pending' : 'active', plan: 'free' });
      }),
    );
    startEarlyCalls(['usersMe'], { getToken: () => MOCK_SESSION_TOKEN });
    const { call } = client();
    expect(await call('usersMe')).toEqual({ status: 'pending', plan: 'free' });
    expect(await call('usersMe')).toEqual({ status: 'active', plan: 'free' });
    expect(answered).toBe(2);
  });

  it('keeps an early answer from a call with another token, and reports its 401 when taken', async () => {
    const tokens: (string | null)[] = [];
    const { method, path } = endpointRoute('subscriptionInfo');
    server.use(
      method(path, ({ request }) => {
        tokens.push(request.headers.get('authorization'));
        return HttpResponse.json(apiError('unauthorized'), { status: 401 });
      }),
    );
    startEarlyCalls(['subscriptionInfo'], { getToken: () => 'another-token' });
    const { call, onSessionEnded } = client();
    await expect(call('subscriptionInfo')).rejects.toBeInstanceOf(CallError);
    expect(tokens).toEqual(['Bearer another-token', `Bearer ${MOCK_SESSION_TOKEN}`]);
    expect(onSessionEnded).toHaveBeenCalledOnce();
    const other = createApiClient({ getToken: () => 'another-token', onSessionEnded: vi.fn() });
    await expect(other('subscriptionInfo')).rejects.toBeInstanceOf(CallError);
    expect(tokens).toHaveLength(2);
  });

  it('starts only reading calls without input', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    startEarlyCalls(['usersMe', 'unsubscribe', 'forgotPassword', 'invoicePdf'], {
      getToken: () => 'token',
      fetch,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("a 429's Retry-After (docs/languages.md#wait)", () => {
  it('reaches the failure in seconds, so the screen can name the wait', async () => {
    const { method, path } = endpointRoute('signin');
    server.use(
      method(path, () =>
        HttpResponse.json(apiError('rate_limited'), { status: 429, headers: { 'retry-after': '42' } }),
      ),
    );
    const failure = await client()
      .call('signin', { email: 'anna@praxis.ch', password: 'secret7' })
      .catch((error: unknown) => failureOf(error));
    expect(failure).toEqual({
      kind: 'api',
      status: 429,
      error: apiError('rate_limited'),
      retryAfterSeconds: 42,
    });
  });

  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['0', undefined],
    ['-5', undefined],
    ['soon', undefined],
    [null, undefined],
    ['Sun, 06 Dec 2026 22:01:30 GMT', 30],
    ['Sun, 06 Dec 2026 21:59:00 GMT', undefined],
  ])('reads %j as %j', (header, seconds) => {
    expect(retryAfterSeconds(header, Date.parse('2026-12-06T22:01:00Z'))).toBe(seconds);
  });
});

describe("a page's opening calls (without the whole client)", () => {
  it('asks and answers as the client does, with no token even when one is stored', async () => {
    const seen: { authorization: string | null; body: unknown }[] = [];
    const { method, path } = endpointRoute('passkeySigninOptions');
    const options = { challenge: 'c2lnbg', rpId: 'localhost', timeout: 300000, userVerification: 'required' };
    server.use(
      method(path, async ({ request }) => {
        seen.push({ authorization: request.headers.get('authorization'), body: await request.json() });
        return HttpResponse.json({ options, extra: 'stripped' });
      }),
    );
    const answer = await callOpening('passkeySigninOptions', {});
    expect(answer).toEqual({ options });
    expect(await client().call('passkeySigninOptions', {})).toEqual(answer);
    expect(seen).toEqual([
      { authorization: null, body: {} },
      { authorization: null, body: {} },
    ]);
  });

  it('fails with the API error the machines read', async () => {
    const { method, path } = endpointRoute('passkeySigninOptions');
    server.use(
      method(path, () =>
        HttpResponse.json(apiError('rate_limited'), { status: 429, headers: { 'retry-after': '30' } }),
      ),
    );
    const failure = await callOpening('passkeySigninOptions', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CallError);
    expect(failureOf(failure)).toMatchObject({ kind: 'api', status: 429, retryAfterSeconds: 30 });
  });
});
