import type { RequestOf } from '@app/contracts';
import { describe, expectTypeOf, it } from 'vitest';
import { endpointHandler, errorResponse } from './endpoint.js';

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
