import { describe, expect, it } from 'vitest';
import { DEFAULT_DOWNLOAD_URL, downloadUrl } from './download.js';

describe('the download address', () => {
  it("is the app's listing in the Microsoft Store when no build names one, not a search", () => {
    expect(downloadUrl(undefined)).toBe(DEFAULT_DOWNLOAD_URL);
    expect(downloadUrl('')).toBe(DEFAULT_DOWNLOAD_URL);
    const url = new URL(DEFAULT_DOWNLOAD_URL);
    expect(url.hostname).toBe('apps.microsoft.com');
    // A listing's address: /detail/ and a 12-character store product id, no query.
    expect(url.pathname).toMatch(/^\/detail\/[0-9A-Z]{12}$/);
    expect(url.search).toBe('');
  });

  it('is the configured listing, trimmed', () => {
    expect(downloadUrl(' https://apps.microsoft.com/detail/9nblggh4nns1 \n')).toBe(
      'https://apps.microsoft.com/detail/9nblggh4nns1',
    );
  });

  it.each([
    ['a relative path', '/downloads/setup.exe'],
    ['another scheme', 'javascript:alert(1)'],
    ['the click tracker', 'https://dictation-health.ch/api/tracking/click?id=download'],
    ['the click tracker without the api prefix', 'http://localhost:3000/tracking/click'],
  ])('falls back to the default for %s', (_, configured) => {
    expect(downloadUrl(configured)).toBe(DEFAULT_DOWNLOAD_URL);
  });
});
