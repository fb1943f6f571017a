import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mutedCanvas } from '../../storybook/decorators.js';
import { Button } from '../button/button.js';
import { Heading } from '../heading/heading.js';
import { Inline } from '../inline/inline.js';
import { Stack } from '../stack/stack.js';
import { Text } from '../text/text.js';
import { Tiles } from '../tiles/tiles.js';
import { Card } from './card.js';

const meta = {
  title: 'Components/Card',
  component: Card,
  parameters: { layout: 'fullscreen' },
  decorators: [mutedCanvas],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account summary of docs/subscriptions-and-money.md#account-page, as a card with its own heading. */
export const AccountSummary: Story = {
  args: { as: 'section', 'aria-labelledby': 'subscription-title' },
  render: (args) => (
    <Card {...args}>
      <Stack gap="medium">
        <Heading level={2} size="3" id="subscription-title">
          Your subscription
        </Heading>
        <Stack gap="xsmall">
          <Text tone="muted" size="small">
            Account type
          </Text>
          <Text weight="semibold">Premium</Text>
        </Stack>
        <Stack gap="xsmall">
          <Text tone="muted" size="small">
            Renews on
          </Text>
          <Text weight="semibold">12 March 2027</Text>
        </Stack>
        <Inline gap="small">
          <Button variant="secondary">Back to home</Button>
          <Button variant="danger">Cancel subscription</Button>
        </Inline>
      </Stack>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Your subscription' })).toBeVisible();
  },
};

export const TonesAndElevation: Story = {
  render: () => (
    <Tiles columns={{ mobile: 1, tablet: 3 }} gap="large">
      <Card>
        <Text weight="semibold">Raised (default)</Text>
        <Text tone="muted" size="small">
          On a muted page.
        </Text>
      </Card>
      <Card tone="muted" elevation="flat">
        <Text weight="semibold">Muted, flat</Text>
        <Text tone="muted" size="small">
          A quiet group inside a white card.
        </Text>
      </Card>
      <Card tone="brand" elevation="flat" padding="medium">
        <Text weight="semibold" tone="brand">
          Brand, medium padding
        </Text>
        <Text size="small">Licences available: 3 of 5.</Text>
      </Card>
    </Tiles>
  ),
};
