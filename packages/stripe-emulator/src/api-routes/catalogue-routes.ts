import { createPrice, findPrice, listPrices, priceView, updatePrice } from '../resources/prices.js';
import {
  createProduct,
  findProduct,
  listProducts,
  productView,
  updateProduct,
} from '../resources/products.js';
import { pathId, type Route } from './route.js';

/** Products and prices. */
export const CATALOGUE_ROUTES: Route[] = [
  { method: 'POST', pattern: '/v1/products', handler: (c) => createProduct(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/products', handler: (c) => listProducts(c.ctx, c.params) },
  {
    method: 'GET',
    pattern: '/v1/products/:id',
    handler: (c) => productView(findProduct(c.ctx, pathId(c), 'id')),
  },
  { method: 'POST', pattern: '/v1/products/:id', handler: (c) => updateProduct(c.ctx, pathId(c), c.params) },

  { method: 'POST', pattern: '/v1/prices', handler: (c) => createPrice(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/prices', handler: (c) => listPrices(c.ctx, c.params) },
  { method: 'GET', pattern: '/v1/prices/:id', handler: (c) => priceView(findPrice(c.ctx, pathId(c), 'id')) },
  { method: 'POST', pattern: '/v1/prices/:id', handler: (c) => updatePrice(c.ctx, pathId(c), c.params) },
];
