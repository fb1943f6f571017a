import { FREE_TRIAL_DAYS } from '@app/pricing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWords } from '../../../testing/story-words.js';
import { HomePage } from './home-page.js';

const meta = {
  title: 'Screens/Marketing/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * docs/routes-and-screens.md#home: three feature lines, three steps, a get-started button and the try-free
 * buttons.
 */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('home.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('home.getStarted') })).toHaveAttribute(
      'href',
      '/license',
    );
    await expect(
      canvas.getAllByRole('link', { name: t('home.tryFree', { days: FREE_TRIAL_DAYS }) }),
    ).toHaveLength(2);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};
