import { quote } from '@app/pricing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen.js';
import { chf, summary } from '../payment-page/payment-page.testing.js';
import { OrderSummary } from './order-summary.js';

/** docs/subscriptions-and-money.md#vat: the summary splits at the rate of the quote's day, from the one table. */
describe('the order summary', () => {
  it.each([
    ['2023-12-31T12:00:00Z', 'VAT 7.7%', chf('49.63'), chf('3.82')],
    ['2024-01-01T00:00:00Z', 'VAT 8.1%', chf('49.44'), chf('4.01')],
  ])('on %s shows %s and its split of the same price', (on, vatTerm, subtotal, vat) => {
    const order = quote({ plan: 'premium', frequency: 'monthly', userCount: 1, on: new Date(on) });
    renderScreen('/payment', <OrderSummary quote={order} language="en" nextBilling="12 March 2027" />);
    expect(summary('Subtotal excl. VAT')).toBe(subtotal);
    expect(summary(vatTerm)).toBe(vat);
    expect(screen.getByText(`Prices in CHF, VAT of ${vatTerm.slice(4)} included.`)).toBeTruthy();
  });
});
