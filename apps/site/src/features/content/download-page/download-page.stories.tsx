import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DEFAULT_DOWNLOAD_URL } from '../../../content/download.js';
import { storyWords } from '../../../testing/story-words.js';
import { DownloadPage } from './download-page.js';

const meta = {
  title: 'Screens/Content/Download',
  component: DownloadPage,
  parameters: { layout: 'fullscreen', route: '/download' },
} satisfies Meta<typeof DownloadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('download.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('download.button') })).toHaveAttribute(
      'href',
      DEFAULT_DOWNLOAD_URL,
    );
    // The illustration has loaded, so the screenshot shows it.
    const image = canvas.getByRole<HTMLImageElement>('img', { name: t('download.imageAlt') });
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  },
};

/** On a phone the illustration moves under the button and the Mac note. */
export const OnPhone: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};
