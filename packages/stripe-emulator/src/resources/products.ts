import type Stripe from 'stripe';
import { changedAttributes, type EmulatorContext } from '../context.js';
import { invalidRequest, resourceMissing } from '../errors.js';
import { newId } from '../ids.js';
import { newestFirst, paginate } from '../lists.js';
import type { Params } from '../params.js';

export function productView(product: Stripe.Product): Stripe.Product {
  return structuredClone(product);
}

export function findProduct(ctx: EmulatorContext, id: string, param = 'product'): Stripe.Product {
  const product = ctx.store.products.get(id);
  if (!product) throw resourceMissing('product', id, param);
  return product;
}

const WRITABLE = [
  'active',
  'description',
  'metadata',
  'name',
  'statement_descriptor',
  'unit_label',
  'url',
] as const;

function applyFields(product: Stripe.Product, params: Params): void {
  const name = params.string('name');
  if (name !== undefined) product.name = name;
  const active = params.bool('active');
  if (active !== undefined) product.active = active;
  for (const field of ['description', 'statement_descriptor', 'unit_label', 'url'] as const) {
    const value = params.nullableString(field);
    if (value !== undefined) product[field] = value;
  }
  const metadata = params.metadata(product.metadata);
  if (metadata) product.metadata = metadata;
}

/** Also used by prices' `product_data[...]`, which creates a product inline. */
export function insertProduct(ctx: EmulatorContext, params: Params, id?: string): Stripe.Product {
  const name = params.requiredString('name');
  if (id && ctx.store.products.get(id)) {
    throw invalidRequest(`Product already exists.`, 'id', 'resource_already_exists');
  }
  const now = ctx.now();
  const product: Stripe.Product = {
    id: id ?? newId('prod'),
    object: 'product',
    active: true,
    created: now,
    default_price: null,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: now,
    url: null,
  };
  applyFields(product, params);
  ctx.store.products.set(product);
  ctx.emit('product.created', productView(product));
  return product;
}

export function createProduct(ctx: EmulatorContext, params: Params): Stripe.Product {
  params.allow(...WRITABLE, 'id', 'tax_code', 'images', 'shippable', 'type', 'default_price_data');
  return productView(insertProduct(ctx, params, params.string('id')));
}

export function updateProduct(ctx: EmulatorContext, id: string, params: Params): Stripe.Product {
  params.allow(...WRITABLE, 'default_price', 'tax_code', 'images');
  const product = findProduct(ctx, id, 'id');
  const before = productView(product);
  applyFields(product, params);
  const defaultPrice = params.nullableString('default_price');
  if (defaultPrice !== undefined) product.default_price = defaultPrice;
  product.updated = ctx.now();
  ctx.emit(
    'product.updated',
    productView(product),
    changedAttributes(
      before as unknown as Record<string, unknown>,
      product as unknown as Record<string, unknown>,
    ),
  );
  return productView(product);
}

export function listProducts(ctx: EmulatorContext, params: Params) {
  params.allow('active', 'ids', 'limit', 'starting_after', 'ending_before', 'created', 'shippable', 'url');
  const active = params.bool('active');
  const ids = params.strings('ids');
  const products = ctx.store.products
    .values()
    .filter((product) => active === undefined || product.active === active)
    .filter((product) => ids.length === 0 || ids.includes(product.id))
    .map(productView);
  return paginate(newestFirst(products), params, '/v1/products');
}
