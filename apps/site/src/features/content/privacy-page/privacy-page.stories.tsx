import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrivacyPage } from './privacy-page.js';

const meta = {
  title: 'Screens/Content/Privacy',
  component: PrivacyPage,
  parameters: { layout: 'fullscreen', route: '/privacy' },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy policy');
    // The date is a <time> inside the sentence, so the sentence is matched by its start.
    await expect(canvas.getByText(/^Last updated/)).toHaveTextContent('Last updated: June 2025');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const German: Story = { globals: { locale: 'de' } };

export const Italian: Story = { globals: { locale: 'it' } };

/** The longest policy, German, on a phone: long compounds wrap inside the column. */
export const GermanOnPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile390', isRotated: false } },
};
