import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { PricingCard } from './pricing-card.js';

const premium = {
  name: 'Premium',
  price: '49',
  currency: 'CHF',
  period: 'per month',
  billingNote: 'Billed annually · one user',
  features: ['Real-time transcription', 'Priority support'],
  featuresLabel: 'Included in Premium',
  action: <a href="/payment">Choose Premium</a>,
};

describe('PricingCard', () => {
  it('is an article named by the plan, with price, note, features and action', async () => {
    const { container } = render(<PricingCard {...premium} />);
    const card = screen.getByRole('article', { name: 'Premium' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Premium' })).toBeTruthy();
    expect(card.textContent).toContain('CHF49per month');
    expect(within(card).getByText('Billed annually · one user')).toBeTruthy();
    expect(
      within(within(card).getByRole('list', { name: 'Included in Premium' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(within(card).getByRole('link', { name: 'Choose Premium' }).getAttribute('href')).toBe('/payment');
    await expectNoAxeViolations(container);
  });

  it('puts the currency after the figure where the language does (docs/languages.md#money-format)', () => {
    render(<PricingCard {...premium} price="49.00" currencyFirst={false} period="par mois" />);
    expect(screen.getByRole('article', { name: 'Premium' }).textContent).toContain('49.00CHFpar mois');
  });

  it('shows the highlight badge only on the highlighted plan', () => {
    const { rerender } = render(<PricingCard {...premium} highlightLabel="Most popular" />);
    expect(screen.queryByText('Most popular')).toBeNull();
    rerender(<PricingCard {...premium} highlighted highlightLabel="Most popular" headingLevel={3} />);
    expect(screen.getByText('Most popular')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Premium' })).toBeTruthy();
  });
});
