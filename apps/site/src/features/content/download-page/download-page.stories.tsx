import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DEFAULT_DOWNLOAD_URL } from '../../../content/download.js';
import { DownloadPage } from './download-page.js';

const meta = {
  title: 'Screens/Content/Download',
  component: DownloadPage,
  parameters: { layout: 'fullscreen', route: '/download' },
} satisfies Meta<typeof DownloadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The dictation app for Windows',
    );
    await expect(canvas.getByRole('link', { name: 'Download for Windows' })).toHaveAttribute(
      'href',
      DEFAULT_DOWNLOAD_URL,
    );
    // The illustration has loaded, so the screenshot shows it.
    const image = canvas.getByRole<HTMLImageElement>('img');
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const German: Story = { globals: { locale: 'de' } };

export const Italian: Story = { globals: { locale: 'it' } };

/** On a phone the illustration moves under the button and the Mac note. */
export const GermanOnPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile390', isRotated: false } },
};
