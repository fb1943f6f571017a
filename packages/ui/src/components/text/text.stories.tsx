import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { Stack } from '../stack/stack.js';
import { Text } from './text.js';

const meta = {
  title: 'Components/Text',
  component: Text,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
  args: { children: 'Dictate aloud: your text appears directly in your own medical software.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SizesAndTones: Story = {
  render: (args) => (
    <Stack gap="medium">
      <Text size="large">{args.children}</Text>
      <Text>{args.children}</Text>
      <Text size="small">{args.children}</Text>
      <Text size="xsmall">{args.children}</Text>
      <Text tone="muted">Muted · Billed annually, VAT included.</Text>
      <Text tone="brand" weight="semibold">
        Brand · Most popular
      </Text>
      <Text tone="success" weight="semibold">
        Success · Your subscription has been successfully canceled.
      </Text>
      <Text tone="warning" weight="semibold">
        Warning · Pending
      </Text>
      <Text tone="danger" weight="semibold">
        Danger · Passwords do not match.
      </Text>
      <Text weight="bold" numeric>
        Numeric · CHF 1’234.50
      </Text>
      <Text as="span" size="small" weight="medium">
        A span, for text inside a line
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^A span/).tagName).toBe('SPAN');
  },
};
