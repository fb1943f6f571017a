import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mutedCanvas } from '../../storybook/decorators.js';
import { Button } from '../button/button.js';
import { Tiles } from '../tiles/tiles.js';
import { PricingCard, type PricingCardProps } from './pricing-card.js';

const free: PricingCardProps = {
  name: 'Free',
  description: 'Try every Premium feature.',
  price: '0',
  currency: 'CHF',
  period: 'for 15 days',
  billingNote: 'No card needed',
  features: ['All Premium features', 'Windows desktop app', 'Support every day, 8 AM to 7 PM'],
  featuresLabel: 'Included in Free',
  action: (
    <Button asChild variant="secondary">
      <a href="#download">Download</a>
    </Button>
  ),
};

const premium: PricingCardProps = {
  name: 'Premium',
  description: 'For the independent practitioner.',
  price: '49',
  currency: 'CHF',
  period: 'per month',
  billingNote: 'Billed annually · one user',
  features: [
    'Real-time transcription',
    'Translation of reports into 35 languages',
    'Priority support',
    'One user',
  ],
  featuresLabel: 'Included in Premium',
  highlighted: true,
  highlightLabel: 'Most popular',
  action: (
    <Button asChild>
      <a href="#payment">Choose Premium</a>
    </Button>
  ),
};

const enterprise: PricingCardProps = {
  name: 'Enterprise',
  description: 'For practices and clinics.',
  price: '39',
  currency: 'CHF',
  period: 'per user per month',
  billingNote: 'Billed annually · from 2 users',
  features: ['All Premium features', 'Licence management for colleagues', 'Priority support'],
  featuresLabel: 'Included in Enterprise',
  action: (
    <Button asChild variant="secondary">
      <a href="#payment">Choose Enterprise</a>
    </Button>
  ),
};

const meta = {
  title: 'Components/PricingCard',
  component: PricingCard,
  parameters: { layout: 'fullscreen' },
  decorators: [mutedCanvas],
  args: premium,
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The licence page (docs/routes-and-screens.md#license) at its desktop width: three plans, Premium
 * recommended.
 */
export const ThreePlans: Story = {
  globals: { viewport: { value: 'wide1400', isRotated: false } },
  render: () => (
    <div style={{ maxWidth: 1100, margin: '0 auto', paddingTop: 16 }}>
      <Tiles columns={{ mobile: 1, desktop: 3 }} gap="large">
        <PricingCard {...free} />
        <PricingCard {...premium} />
        <PricingCard {...enterprise} />
      </Tiles>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Premium' });
    await expect(within(card).getByText('Most popular')).toBeVisible();
    await expect(within(card).getByRole('list', { name: 'Included in Premium' })).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Choose Premium' })).toHaveAttribute(
      'href',
      '#payment',
    );
  },
};

export const HighlightedGermanOnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  args: {
    ...premium,
    description: 'Für die selbstständige Ärztin und den selbstständigen Arzt.',
    period: 'pro Monat',
    billingNote: 'Jährliche Abrechnung · eine Benutzerin oder ein Benutzer',
    features: ['Echtzeit-Transkription', 'Übersetzung von Berichten in 35 Sprachen', 'Prioritätssupport'],
    featuresLabel: 'In Premium enthalten',
    highlightLabel: 'Am beliebtesten',
    action: (
      <Button asChild>
        <a href="#payment">Premium wählen</a>
      </Button>
    ),
  },
  decorators: [(Story) => <div style={{ paddingTop: 16 }}>{Story()}</div>],
};

/** The licence page for a subscriber: the plan she has is marked, beside the recommended one. */
export const CurrentPlan: Story = {
  globals: { viewport: { value: 'wide1400', isRotated: false } },
  render: () => (
    <div style={{ maxWidth: 1100, margin: '0 auto', paddingTop: 16 }}>
      <Tiles columns={{ mobile: 1, desktop: 3 }} gap="large">
        <PricingCard {...free} />
        <PricingCard {...premium} />
        <PricingCard {...enterprise} currentLabel="Your plan" />
      </Tiles>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('article', { name: 'Enterprise' })).getByText('Your plan'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Premium' })).queryByText('Your plan'),
    ).toBeNull();
  },
};
