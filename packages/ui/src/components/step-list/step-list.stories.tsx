import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { IconDocument, IconMic, IconSparkle } from '../icon/icon.js';
import { StepList } from './step-list.js';

const meta = {
  title: 'Components/StepList',
  component: StepList,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
  args: {
    steps: [
      {
        title: 'You dictate',
        description: 'Speak naturally into your microphone, in your own medical software.',
        icon: <IconMic size="large" />,
      },
      {
        title: 'We transcribe',
        description: 'Your words appear as you speak, processed on secure servers in Switzerland.',
        icon: <IconDocument size="large" />,
      },
      {
        title: 'We perfect',
        description: 'Corrected, formatted and, if you wish, translated into 35 languages.',
        icon: <IconSparkle size="large" />,
      },
    ],
  },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's how-it-works at desktop width. */
export const HowItWorks: Story = {
  globals: { viewport: { value: 'compact1300', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 1000, margin: '0 auto' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 3, name: 'We transcribe' })).toBeVisible();
  },
};

export const GermanOnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  args: {
    steps: [
      {
        title: 'Sie diktieren',
        description: 'Sprechen Sie frei in Ihr Mikrofon.',
        icon: <IconMic size="large" />,
      },
      {
        title: 'Wir transkribieren',
        description: 'Ihre Worte erscheinen direkt in Ihrer Praxissoftware.',
        icon: <IconDocument size="large" />,
      },
      {
        title: 'Wir perfektionieren',
        description: 'Korrigiert, formatiert und auf Wunsch in 35 Sprachen übersetzt.',
        icon: <IconSparkle size="large" />,
      },
    ],
  },
};
