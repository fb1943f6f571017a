import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { footerProps } from '../../storybook/fixtures.js';
import { Footer } from './footer.js';

const meta = {
  title: 'Page/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: footerProps,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'compact1300', isRotated: false } },
  play: async ({ canvasElement }) => {
    const navigation = within(canvasElement).getByRole('navigation', { name: 'Company and legal' });
    await expect(within(navigation).getAllByRole('link')).toHaveLength(4);
    await expect(within(navigation).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '#privacy',
    );
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile390', isRotated: false } } };
