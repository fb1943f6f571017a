import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWords } from '../../../testing/story-words.js';
import { FaqPage } from './faq-page.js';

const meta = {
  title: 'Screens/Content/FAQ',
  component: FaqPage,
  parameters: { layout: 'fullscreen', route: '/faq' },
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/routes-and-screens.md#faq: five questions and answers, then the way to the support team. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, inTag } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('faq.title') })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await expect(canvas.getByRole('heading', { level: 2, name: t('faq.mac.question') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: inTag('faq.more', 'link') })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};
