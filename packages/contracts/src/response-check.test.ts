import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ResponseOf } from './endpoints.js';
import { checkResponse, ResponseContractError } from './response-check.js';

const CANCELLED = '2027-01-31T23:59:59.000Z';

/** The answer check the API's routes and the mocks' handlers share (docs/calls.md#strict-in). */
describe('checkResponse', () => {
  it('hands back the answer as its contract reads it, unknown fields dropped, typed by the call', () => {
    const answer = { message: 'Cancelled', cancellationDate: CANCELLED, stripeId: 'sub_1' };
    const checked = checkResponse('unsubscribe', answer);
    expect(checked).toEqual({ message: 'Cancelled', cancellationDate: CANCELLED });
    expectTypeOf(checked).toEqualTypeOf<ResponseOf<'unsubscribe'>>();
  });

  it('throws, naming the call, on an answer its contract rejects', () => {
    const broken = { message: 'Cancelled', cancellationDate: 'tomorrow' };
    expect(() => checkResponse('unsubscribe', broken)).toThrow(ResponseContractError);
    expect(() => checkResponse('unsubscribe', broken)).toThrow(/^unsubscribe answer breaks its contract: /);
  });

  it('throws on a body for a call that answers a redirect or a file', () => {
    expect(() => checkResponse('trackingClick', {} as never)).toThrow(
      'trackingClick answer breaks its contract: it answers a redirect, not a JSON body',
    );
    expect(() => checkResponse('invoicePdf', {} as never)).toThrow(/it answers a file, not a JSON body/);
  });
});
