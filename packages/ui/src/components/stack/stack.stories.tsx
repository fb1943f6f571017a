import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { vars } from '../../themes/vars.css.js';
import { Stack } from './stack.js';

const Box = ({ children }: { children: string }) => (
  <div
    style={{
      padding: vars.space.medium,
      borderRadius: vars.radius.medium,
      background: vars.color.brandSoft,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.semibold,
    }}
  >
    {children}
  </div>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
  args: { gap: 'medium' },
  render: (args) => (
    <Stack {...args}>
      <Box>First</Box>
      <Box>Second</Box>
      <Box>Third</Box>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Small gaps on a phone, larger from tablet; children centred. */
export const ResponsiveGapCentred: Story = {
  args: { gap: { mobile: 'small', tablet: 'xlarge' }, align: 'center', as: 'ul' },
  render: (args) => (
    <Stack {...args}>
      <li>
        <Box>One</Box>
      </li>
      <li>
        <Box>Two, a little longer</Box>
      </li>
      <li>
        <Box>Three</Box>
      </li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
