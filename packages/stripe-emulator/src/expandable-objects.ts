import type { EmulatorContext } from './context.js';
import type { Expander } from './expand.js';
import { customerView } from './resources/customers.js';
import { invoiceItemView } from './resources/invoice-items.js';
import { invoiceIncludable, invoiceView } from './resources/invoice-lookup.js';
import { paymentIntentView } from './resources/payment-intent-lookup.js';
import { paymentMethodView } from './resources/payment-methods.js';
import { priceView } from './resources/prices.js';
import { productView } from './resources/products.js';
import { setupIntentView } from './resources/setup-intent-lookup.js';
import { scheduleView } from './resources/subscription-schedules.js';
import { subscriptionView } from './resources/subscriptions.js';

/** Resolves ids for `expand[]` by their prefix, as Stripe's ids say what they name. */
export function expanderFor(ctx: EmulatorContext): Expander {
  const { store } = ctx;
  return {
    byId(id) {
      if (id.startsWith('seti_')) {
        const setupIntent = store.setupIntents.get(id);
        return setupIntent && setupIntentView(setupIntent);
      }
      if (id.startsWith('sub_sched_')) {
        const schedule = store.subscriptionSchedules.get(id);
        return schedule && scheduleView(schedule);
      }
      const prefix = id.slice(0, id.indexOf('_'));
      switch (prefix) {
        case 'cus': {
          const customer = store.customers.get(id);
          return customer && customerView(customer);
        }
        case 'pm': {
          const paymentMethod = store.paymentMethods.get(id);
          return paymentMethod && paymentMethodView(paymentMethod);
        }
        case 'prod': {
          const product = store.products.get(id);
          return product && productView(product);
        }
        case 'price': {
          const price = store.prices.get(id);
          return price && priceView(price);
        }
        case 'sub': {
          const subscription = store.subscriptions.get(id);
          return subscription && subscriptionView(ctx, subscription);
        }
        case 'in': {
          const invoice = store.invoices.get(id);
          return invoice && invoiceView(invoice);
        }
        case 'ii': {
          const item = store.invoiceItems.get(id);
          return item && invoiceItemView(item);
        }
        case 'pi': {
          const paymentIntent = store.paymentIntents.get(id);
          return paymentIntent && paymentIntentView(paymentIntent);
        }
        default:
          return undefined;
      }
    },
    includable(object, field) {
      if (object.object === 'invoice') return invoiceIncludable(ctx, object, field);
      return undefined;
    },
  };
}
