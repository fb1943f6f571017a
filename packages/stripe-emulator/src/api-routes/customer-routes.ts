import {
  createCustomer,
  customerView,
  deleteCustomer,
  findCustomer,
  listCustomers,
  updateCustomer,
} from '../resources/customers.js';
import {
  attachPaymentMethod,
  createPaymentMethod,
  detachPaymentMethod,
  listPaymentMethods,
  paymentMethodView,
  resolvePaymentMethod,
  updatePaymentMethod,
} from '../resources/payment-methods.js';
import { createTaxId, deleteTaxId, listTaxIds, retrieveTaxId } from '../resources/tax-ids.js';
import {
  createTestClock,
  deleteTestClock,
  listTestClocks,
  retrieveTestClock,
} from '../resources/test-clocks.js';
import { pathId, type Route } from './route.js';

/** Customers, their payment methods and their tax ids; the test clocks customers may run on. */
export const CUSTOMER_ROUTES: Route[] = [
  {
    method: 'POST',
    pattern: '/v1/test_helpers/test_clocks',
    handler: (c) => createTestClock(c.ctx, c.params),
  },
  { method: 'GET', pattern: '/v1/test_helpers/test_clocks', handler: (c) => listTestClocks(c.ctx, c.params) },
  {
    method: 'GET',
    pattern: '/v1/test_helpers/test_clocks/:id',
    handler: (c) => retrieveTestClock(c.ctx, pathId(c), c.params),
  },
  {
    method: 'DELETE',
    pattern: '/v1/test_helpers/test_clocks/:id',
    handler: (c) => deleteTestClock(c.ctx, pathId(c), c.params),
  },
  { method: 'POST', pattern: '/v1/customers', handler: (c) => createCustomer(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/customers', handler: (c) => listCustomers(c.ctx, c.params) },
  {
    method: 'GET',
    pattern: '/v1/customers/:id',
    handler: (c) => customerView(findCustomer(c.ctx, pathId(c), 'id')),
  },
  {
    method: 'POST',
    pattern: '/v1/customers/:id',
    handler: (c) => updateCustomer(c.ctx, pathId(c), c.params),
  },
  { method: 'DELETE', pattern: '/v1/customers/:id', handler: (c) => deleteCustomer(c.ctx, pathId(c)) },
  {
    method: 'GET',
    pattern: '/v1/customers/:id/payment_methods',
    handler: (c) => {
      findCustomer(c.ctx, pathId(c), 'customer');
      return listPaymentMethods(c.ctx, c.params, pathId(c));
    },
  },

  {
    method: 'POST',
    pattern: '/v1/payment_methods',
    publishable: true,
    handler: (c) => createPaymentMethod(c.ctx, c.params),
  },
  { method: 'GET', pattern: '/v1/payment_methods', handler: (c) => listPaymentMethods(c.ctx, c.params) },
  {
    method: 'GET',
    pattern: '/v1/payment_methods/:id',
    handler: (c) => paymentMethodView(resolvePaymentMethod(c.ctx, pathId(c), 'payment_method')),
  },
  {
    method: 'POST',
    pattern: '/v1/payment_methods/:id',
    handler: (c) => updatePaymentMethod(c.ctx, pathId(c), c.params),
  },
  {
    method: 'POST',
    pattern: '/v1/payment_methods/:id/attach',
    handler: (c) => {
      c.params.allow('customer');
      const customer = findCustomer(c.ctx, c.params.requiredString('customer'));
      return paymentMethodView(attachPaymentMethod(c.ctx, resolvePaymentMethod(c.ctx, pathId(c)), customer));
    },
  },
  {
    method: 'POST',
    pattern: '/v1/payment_methods/:id/detach',
    handler: (c) => detachPaymentMethod(c.ctx, pathId(c)),
  },

  {
    method: 'POST',
    pattern: '/v1/customers/:id/tax_ids',
    handler: (c) => createTaxId(c.ctx, pathId(c), c.params),
  },
  {
    method: 'GET',
    pattern: '/v1/customers/:id/tax_ids',
    handler: (c) => listTaxIds(c.ctx, pathId(c), c.params),
  },
  {
    method: 'GET',
    pattern: '/v1/customers/:id/tax_ids/:taxId',
    handler: (c) => retrieveTaxId(c.ctx, pathId(c), c.path.taxId as string, c.params),
  },
  {
    method: 'DELETE',
    pattern: '/v1/customers/:id/tax_ids/:taxId',
    handler: (c) => deleteTaxId(c.ctx, pathId(c), c.path.taxId as string),
  },
];
