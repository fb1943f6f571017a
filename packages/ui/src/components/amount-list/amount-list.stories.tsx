import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { narrow } from '../../storybook/decorators.js';
import { AmountList } from './amount-list.js';

const meta = {
  title: 'Components/AmountList',
  component: AmountList,
  parameters: { layout: 'fullscreen' },
  decorators: [narrow],
  args: {
    lines: [
      { term: 'Users', value: '1' },
      { term: 'Subtotal', value: 'CHF 546.02' },
      { term: 'VAT 7.7 %', value: 'CHF 41.98' },
      { term: 'Next billing', value: '12 March 2027' },
    ],
    total: { term: 'Due today', value: 'CHF 588.00' },
  },
} satisfies Meta<typeof AmountList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An order's summary: under a rule, closed by the amount due today. */
export const OrderSummary: Story = {
  args: { ruled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Due today').nextElementSibling).toHaveTextContent('CHF 588.00');
  },
};

/** Lines only, as a change's current and new plan are set side by side. */
export const LinesOnly: Story = {
  args: {
    lines: [
      { term: 'Current plan', value: 'Premium, billed monthly' },
      { term: 'New plan', value: 'Enterprise, 3 users, billed annually' },
    ],
    total: undefined,
  },
};

/** A long term wraps in its column; the amounts stay on one line at the end. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  args: {
    lines: [
      { term: 'Next regular charge, with the VAT included', value: 'CHF 85.10 on 12 March 2027' },
      { term: 'VAT 7.7 %', value: 'CHF 6.08' },
    ],
    total: { term: 'Due today', value: 'CHF 42.55' },
  },
};
