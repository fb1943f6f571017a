// A SetupIntent by id or by client secret, as the API shows it.
import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { resourceMissing } from '../errors.js';
import { assertClientSecret } from './card-intents.js';

export function setupIntentView(setupIntent: Stripe.SetupIntent): Stripe.SetupIntent {
  return structuredClone(setupIntent);
}

export function findSetupIntent(ctx: EmulatorContext, id: string): Stripe.SetupIntent {
  const setupIntent = ctx.store.setupIntents.get(id);
  if (!setupIntent) throw resourceMissing('setup_intent', id, 'intent');
  return setupIntent;
}

export function findSetupIntentBySecret(ctx: EmulatorContext, id: string, clientSecret: string | undefined) {
  const setupIntent = findSetupIntent(ctx, id);
  assertClientSecret('SetupIntent', setupIntent, clientSecret);
  return setupIntent;
}
