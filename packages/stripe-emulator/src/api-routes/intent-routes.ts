import {
  cancelPaymentIntent,
  confirmPaymentIntent,
  createPaymentIntent,
  listPaymentIntents,
  retrievePaymentIntent,
} from '../resources/payment-intents.js';
import {
  cancelSetupIntent,
  confirmSetupIntent,
  createSetupIntent,
  listSetupIntents,
  retrieveSetupIntent,
  updateSetupIntent,
} from '../resources/setup-intents.js';
import { pathId, type Route } from './route.js';

/** PaymentIntents and SetupIntents, some of them open to Stripe.js's publishable key. */
export const INTENT_ROUTES: Route[] = [
  { method: 'POST', pattern: '/v1/payment_intents', handler: (c) => createPaymentIntent(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/payment_intents', handler: (c) => listPaymentIntents(c.ctx, c.params) },
  {
    method: 'GET',
    pattern: '/v1/payment_intents/:id',
    publishable: true,
    handler: (c) => retrievePaymentIntent(c.ctx, pathId(c), c.params, c.keyKind),
  },
  {
    method: 'POST',
    pattern: '/v1/payment_intents/:id/confirm',
    publishable: true,
    handler: (c) => confirmPaymentIntent(c.ctx, pathId(c), c.params, c.keyKind),
  },
  {
    method: 'POST',
    pattern: '/v1/payment_intents/:id/cancel',
    handler: (c) => cancelPaymentIntent(c.ctx, pathId(c), c.params),
  },

  { method: 'POST', pattern: '/v1/setup_intents', handler: (c) => createSetupIntent(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/setup_intents', handler: (c) => listSetupIntents(c.ctx, c.params) },
  {
    method: 'GET',
    pattern: '/v1/setup_intents/:id',
    publishable: true,
    handler: (c) => retrieveSetupIntent(c.ctx, pathId(c), c.params, c.keyKind),
  },
  {
    method: 'POST',
    pattern: '/v1/setup_intents/:id',
    handler: (c) => updateSetupIntent(c.ctx, pathId(c), c.params),
  },
  {
    method: 'POST',
    pattern: '/v1/setup_intents/:id/confirm',
    publishable: true,
    handler: (c) => confirmSetupIntent(c.ctx, pathId(c), c.params, c.keyKind),
  },
  {
    method: 'POST',
    pattern: '/v1/setup_intents/:id/cancel',
    handler: (c) => cancelSetupIntent(c.ctx, pathId(c), c.params),
  },
];
