import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TermsPage } from './terms-page.js';

const meta = {
  title: 'Screens/Content/Terms',
  component: TermsPage,
  parameters: { layout: 'fullscreen', route: '/terms' },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of use');
    // The date is a <time> inside the sentence, so the sentence is matched by its start.
    await expect(canvas.getByText(/^Last updated/)).toHaveTextContent('Last updated: June 2025');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(7);
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const German: Story = { globals: { locale: 'de' } };

export const Italian: Story = { globals: { locale: 'it' } };
