import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { Inline } from '../inline/inline.js';
import { Badge } from './badge.js';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
  args: { children: 'One month free' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <Inline gap="small">
      <Badge tone="brand">Most popular</Badge>
      <Badge tone="brandSoft">Windows</Badge>
      <Badge tone="highlight">15-day trial</Badge>
      <Badge tone="success">One month free</Badge>
      <Badge tone="neutral">Admin</Badge>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Most popular')).toBeVisible();
  },
};

/** The longest labels the site uses (German), on a phone: badges wrap rather than overflow. */
export const GermanOnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  render: () => (
    <Inline gap="small">
      <Badge tone="brand">Am beliebtesten</Badge>
      <Badge tone="highlight">15 Tage kostenlos testen</Badge>
      <Badge tone="success">Ein Monat geschenkt</Badge>
      <Badge tone="neutral">Administrator</Badge>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ein Monat geschenkt')).toBeVisible();
  },
};
