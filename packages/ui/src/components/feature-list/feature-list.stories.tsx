import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { FeatureList } from './feature-list.js';

const meta = {
  title: 'Components/FeatureList',
  component: FeatureList,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
  args: {
    'aria-label': 'What the tool does',
    items: [
      'Corrects, translates reports into 35 languages and formats letters, follow-up notes and e-mails',
      'Real-time transcription, straight into your own medical software',
      'Voice data processed in Switzerland and deleted right after transcription',
    ],
  },
} satisfies Meta<typeof FeatureList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'What the tool does' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const SmallGermanOnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  args: {
    size: 'small',
    items: [
      'Echtzeit-Transkription direkt in Ihre Praxissoftware',
      'Übersetzung von Berichten in 35 Sprachen',
      'Prioritätssupport, täglich von 8 bis 19 Uhr',
    ],
  },
};
