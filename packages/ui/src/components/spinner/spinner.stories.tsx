import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { Inline } from '../inline/inline.js';
import { Spinner } from './spinner.js';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
  args: { label: 'Loading your account…' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/subscriptions-and-money.md#account-page: the account type shows a loading text until it is known. */
export const WithVisibleLabel: Story = {
  args: { showLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your account…');
  },
};

export const Sizes: Story = {
  render: () => (
    <Inline gap="large">
      <Spinner size="small" label="Loading" />
      <Spinner size="medium" label="Loading" />
      <Spinner size="large" label="Loading" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    // The label is announced, not shown.
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(3);
  },
};
