import type { RequestOf } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { endpointHandler, errorResponse } from './endpoint.js';
import { server } from './node.js';
import { callEndpoint } from './test-requests.js';

/**
 * A handler is typed by its call, as the API's routes are: its input is the call's parsed request
 * and its answer the call's response contract, so a handler that reads a field the call does not
 * send, or answers a shape the site would not get from the API, fails `tsc` (`npm run typecheck`).
 */
describe('endpointHandler types', () => {
  it("hands a handler its call's parsed input", () => {
    endpointHandler('revokeSession', ({ input }) => {
      expectTypeOf(input).toEqualTypeOf<RequestOf<'revokeSession'>>();
      return { message: 'ended' };
    });
    endpointHandler('invoicePdf', ({ input }) => {
      expectTypeOf(input.id).toBeString();
      return errorResponse('not_found');
    });
    // @ts-expect-error: revoke-session sends no `code`.
    endpointHandler('revokeSession', ({ input }) => ({ message: input.code }));
  });

  it("takes only the call's answer, or a response of its own", () => {
    endpointHandler('health', () => ({ status: 'ok' }));
    endpointHandler('health', () => errorResponse('service_unavailable'));
    // @ts-expect-error: health answers `status: 'ok'` only.
    endpointHandler('health', () => ({ status: 'fine' }));
    // @ts-expect-error: users/me answers a status and a plan.
    endpointHandler('usersMe', () => ({ status: 'active' }));
    // @ts-expect-error: confirm-email answers a redirect, never a body.
    endpointHandler('confirmEmail', () => ({ message: 'confirmed' }));
  });
});

/**
 * A handler's answer is checked as the API checks its own (the contracts' checkResponse), so a
 * mock cannot teach the site a shape the API would not send (docs/calls.md#strict-in).
 */
describe('endpointHandler answers', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('sends the answer as its contract reads it, unknown fields dropped', async () => {
    server.use(endpointHandler('health', () => ({ status: 'ok', uptime: 12 }) as never));
    const response = await callEndpoint('health');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('fails, naming the call, on an answer its contract rejects', async () => {
    // MSW reports the handler's exception on the console, as it should: kept out of the output.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(endpointHandler('health', () => ({ status: 'fine' }) as never));
    const response = await callEndpoint('health');
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).toContain('health answer breaks its contract');
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
  });
});
