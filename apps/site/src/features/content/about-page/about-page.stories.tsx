import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWords } from '../../../testing/story-words.js';
import { AboutPage } from './about-page.js';

const meta = {
  title: 'Screens/Content/About',
  component: AboutPage,
  parameters: { layout: 'fullscreen', route: '/about' },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('about.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('about.licenses') })).toHaveAttribute('href', '/license');
  },
};

export const OnPhone: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};
