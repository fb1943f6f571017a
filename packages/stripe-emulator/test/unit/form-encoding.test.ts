import { describe, expect, it } from 'vitest';
import { encodeForm, parseForm } from '../../src/index.js';

describe('form encoding', () => {
  it('reads nested keys, indexed arrays and expand[] as Stripe sends them', () => {
    const body =
      'customer=cus_1&items[0][price]=price_1&items[0][quantity]=2&items[1][price]=price_2' +
      '&expand[]=latest_invoice.confirmation_secret&expand[]=customer&metadata[user_id]=u%201' +
      '&payment_settings[save_default_payment_method]=on_subscription';
    expect(parseForm(body)).toEqual({
      customer: 'cus_1',
      items: [{ price: 'price_1', quantity: '2' }, { price: 'price_2' }],
      expand: ['latest_invoice.confirmation_secret', 'customer'],
      metadata: { user_id: 'u 1' },
      payment_settings: { save_default_payment_method: 'on_subscription' },
    });
  });

  it('reads percent-encoded brackets, + as a space and empty values', () => {
    expect(parseForm('a%5Bb%5D=x+y&c=&d')).toEqual({ a: { b: 'x y' }, c: '', d: '' });
  });

  it('orders array items by index and ignores prototype keys', () => {
    expect(parseForm('l[1]=b&l[0]=a&__proto__[x]=1')).toEqual({ l: ['a', 'b'] });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('refuses a key used both as a value and as a hash', () => {
    expect(() => parseForm('a=1&a[b]=2')).toThrow(/Invalid hash/);
  });

  it('round-trips what it encodes', () => {
    const data = {
      items: [{ price: 'price_1', quantity: 3 }],
      cancel_at_period_end: true,
      expand: ['latest_invoice'],
      address: { line1: 'Rue du Lac 2', city: 'Genève' },
    };
    expect(parseForm(encodeForm(data))).toEqual({
      items: [{ price: 'price_1', quantity: '3' }],
      cancel_at_period_end: 'true',
      expand: ['latest_invoice'],
      address: { line1: 'Rue du Lac 2', city: 'Genève' },
    });
  });
});
