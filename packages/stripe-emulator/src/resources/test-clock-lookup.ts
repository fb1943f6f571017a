import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { resourceMissing } from '../errors.js';

/** A test clock by id (test-clocks.ts), or Stripe's resource_missing on `param`. */
export function findTestClock(ctx: EmulatorContext, id: string, param: string): Stripe.TestHelpers.TestClock {
  const clock = ctx.store.testClocks.get(id);
  if (!clock) throw resourceMissing('test_helpers.test_clock', id, param);
  return clock;
}
