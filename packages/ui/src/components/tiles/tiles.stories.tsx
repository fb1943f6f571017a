import type { Meta, StoryObj } from '@storybook/react-vite';
import { padded } from '../../storybook/decorators.js';
import { Card } from '../card/card.js';
import { Text } from '../text/text.js';
import { Tiles } from './tiles.js';

const meta = {
  title: 'Layout/Tiles',
  component: Tiles,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
  args: { columns: { mobile: 1, tablet: 2, desktop: 3 }, gap: 'large', as: 'ul' },
  render: (args) => (
    <Tiles {...args}>
      {['Real-time transcription', 'Translation into 35 languages', 'Summaries of your dictations'].map(
        (title) => (
          <Card as="li" key={title}>
            <Text weight="semibold">{title}</Text>
          </Card>
        ),
      )}
    </Tiles>
  ),
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {};

export const OneColumnOnPhone: Story = { globals: { viewport: { value: 'mobile390', isRotated: false } } };
