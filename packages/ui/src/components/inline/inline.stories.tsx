import type { Meta, StoryObj } from '@storybook/react-vite';
import { padded } from '../../storybook/decorators.js';
import { Button } from '../button/button.js';
import { Inline } from './inline.js';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
  args: { gap: 'small' },
  render: (args) => (
    <Inline {...args}>
      <Button variant="secondary">Back to home</Button>
      <Button>Upgrade</Button>
      <Button variant="ghost">Licence adjustment</Button>
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AlignedEnd: Story = { args: { align: 'end' } };

/** On a phone the buttons become a full-width column. */
export const CollapsedOnPhone: Story = {
  args: { collapseBelow: 'tablet' },
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};
