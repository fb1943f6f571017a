import { describe, expect, it } from 'vitest';
import { DEFAULT_DOWNLOAD_URL, downloadUrl } from './download.js';

describe('the download address', () => {
  it('is the Microsoft Store when no build names one', () => {
    expect(downloadUrl(undefined)).toBe(DEFAULT_DOWNLOAD_URL);
    expect(downloadUrl('')).toBe(DEFAULT_DOWNLOAD_URL);
    expect(new URL(DEFAULT_DOWNLOAD_URL).hostname).toBe('apps.microsoft.com');
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
