import { PRODUCT_NAME } from '@app/i18n';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DOWNLOAD_URL } from '../../../content/download.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { DownloadPage } from './download-page.js';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the download page', () => {
  it('describes the app, shows the illustration and leads to the Windows store listing', () => {
    renderScreen('/download', <DownloadPage />);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('The dictation app for Windows');
    const button = main.getByRole('link', { name: 'Download for Windows' });
    expect(button.getAttribute('href')).toBe(DEFAULT_DOWNLOAD_URL);
    expect(button.getAttribute('href')).not.toContain('/tracking/click');
    const image = main.getByRole('img', { name: /laptop showing a patient report/ });
    expect(image.getAttribute('src')).toBe('/images/download-app.svg');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['560', '400']);
    expect(main.getByText('A Mac version is not available yet.')).toBeTruthy();
    expect(
      within(main.getByRole('list', { name: 'What you need' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'A computer running Windows',
      'A microphone: the one built into your computer, a headset or a dictation microphone',
      'An internet connection, since your voice is transcribed on our servers in Switzerland',
    ]);
    expect(document.title).toBe(`The dictation app for Windows · ${PRODUCT_NAME}`);
  });

  it('links to the listing a build names in VITE_DOWNLOAD_URL', () => {
    vi.stubEnv('VITE_DOWNLOAD_URL', 'https://apps.microsoft.com/detail/9nblggh4nns1');
    renderScreen('/download', <DownloadPage />);
    expect(screen.getByRole('link', { name: 'Download for Windows' }).getAttribute('href')).toBe(
      'https://apps.microsoft.com/detail/9nblggh4nns1',
    );
  });

  it('ignores a setting that points the button at the click tracker', () => {
    vi.stubEnv('VITE_DOWNLOAD_URL', 'https://dictation-health.ch/api/tracking/click?id=download');
    renderScreen('/download', <DownloadPage />);
    expect(screen.getByRole('link', { name: 'Download for Windows' }).getAttribute('href')).toBe(
      DEFAULT_DOWNLOAD_URL,
    );
  });

  it('speaks Italian in Italian', () => {
    renderScreen('/download', <DownloadPage />, { language: 'it' });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe(
      "L'applicazione di dettatura per Windows",
    );
    expect(main.getByRole('link', { name: 'Scaricare per Windows' })).toBeTruthy();
    expect(main.getByText('Una versione per Mac non è ancora disponibile.')).toBeTruthy();
  });
});
