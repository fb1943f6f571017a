import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { Inline } from '../inline/inline.js';
import { Stack } from '../stack/stack.js';
import { Text } from '../text/text.js';
import { StatusBadge } from './status-badge.js';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
  args: { status: 'active', children: 'Active' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Licence statuses (docs/licences.md#licence-statuses): active, pending, and any other status shown as the
 * pending label in the error colour; invoice statuses: paid, open, and any other shown raw.
 */
export const AllStatuses: Story = {
  render: () => (
    <Stack gap="medium">
      <Inline gap="small">
        <Text as="span" size="small" tone="muted">
          Licences
        </Text>
        <StatusBadge status="active">Active</StatusBadge>
        <StatusBadge status="pending">Pending</StatusBadge>
        <StatusBadge status="error">Pending</StatusBadge>
      </Inline>
      <Inline gap="small">
        <Text as="span" size="small" tone="muted">
          Invoices
        </Text>
        <StatusBadge status="active">Paid</StatusBadge>
        <StatusBadge status="pending">Open</StatusBadge>
        <StatusBadge status="neutral">uncollectible</StatusBadge>
      </Inline>
      <Inline gap="small">
        <Text as="span" size="small" tone="muted">
          Deutsch
        </Text>
        <StatusBadge status="active">Aktiv</StatusBadge>
        <StatusBadge status="pending">Ausstehend</StatusBadge>
        <StatusBadge status="error">Ausstehend</StatusBadge>
      </Inline>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paid')).toBeVisible();
  },
};
