import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { missingParam } from '../errors.js';
import { newId } from '../ids.js';
import { newestFirst, paginate } from '../lists.js';
import type { Params } from '../params.js';
import { deleteCustomer } from './customers.js';
import { findTestClock } from './test-clock-lookup.js';

/**
 * Test clocks as objects (https://docs.stripe.com/api/test_clocks), enough for a run of tests to
 * keep its customers apart and delete them all at its end, as the live suite does
 * (docs/testing.md#stripe-live): create, retrieve, list, delete (its customers go with it,
 * https://docs.stripe.com/billing/testing/test-clocks). The emulator has one clock for
 * everything (`/_emulator/clock/advance`); a test clock's own advance is not emulated.
 */
type TestClock = Stripe.TestHelpers.TestClock;

/** Stripe deletes a test clock by itself 30 days after it was made. */
const LIFETIME_SECONDS = 30 * 24 * 60 * 60;

export function createTestClock(ctx: EmulatorContext, params: Params): TestClock {
  params.allow('frozen_time', 'name');
  const frozenTime = params.int('frozen_time');
  if (frozenTime === undefined) throw missingParam('frozen_time');
  const created = ctx.now();
  const clock: TestClock = {
    id: newId('clock'),
    object: 'test_helpers.test_clock',
    created,
    deletes_after: created + LIFETIME_SECONDS,
    frozen_time: frozenTime,
    livemode: false,
    name: params.string('name') ?? null,
    status: 'ready',
    status_details: {},
  };
  ctx.store.testClocks.set(clock);
  return structuredClone(clock);
}

export function retrieveTestClock(ctx: EmulatorContext, id: string, params: Params): TestClock {
  params.allow();
  return structuredClone(findTestClock(ctx, id, 'test_clock'));
}

export function listTestClocks(ctx: EmulatorContext, params: Params): Stripe.ApiList<TestClock> {
  params.allow('limit', 'starting_after', 'ending_before');
  const clocks = newestFirst(ctx.store.testClocks.values()).map((clock) => structuredClone(clock));
  return paginate(clocks, params, '/v1/test_helpers/test_clocks');
}

export function deleteTestClock(
  ctx: EmulatorContext,
  id: string,
  params: Params,
): Stripe.TestHelpers.DeletedTestClock {
  params.allow();
  findTestClock(ctx, id, 'test_clock');
  for (const customer of ctx.store.customers.values()) {
    if (customer.test_clock === id) deleteCustomer(ctx, customer.id);
  }
  ctx.store.testClocks.delete(id);
  return { id, object: 'test_helpers.test_clock', deleted: true };
}
