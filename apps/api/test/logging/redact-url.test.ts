import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/logging/redact-url.js';

describe('redactUrl', () => {
  it.each([
    [
      '/api/authentication/confirm-email?token=abcDEF123_-',
      '/api/authentication/confirm-email?token=[redacted]',
    ],
    ['/x?lang=fr&token=abc&y=1', '/x?lang=fr&token=[redacted]&y=1'],
    ['/reset-password/abcDEF123', '/reset-password/[redacted]'],
    ['/create-password/abcDEF123/anna%40praxis.ch', '/create-password/[redacted]/anna%40praxis.ch'],
    ['/license?licenseType=premium', '/license?licenseType=premium'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
