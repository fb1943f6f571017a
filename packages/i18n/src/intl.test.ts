import { LANGUAGES } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlFor } from './intl.js';
import { type MessageId, messages } from './messages.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('intlFor', () => {
  it('formats a message with its placeholder, in the Swiss locale of the language', () => {
    expect(intlFor('de').formatMessage({ id: 'common.error.withMessage' }, { message: 'Timeout' })).toBe(
      'Fehler: Timeout',
    );
    expect(intlFor('fr').formatMessage({ id: 'auth.signUp.error.passwordTooShort' }, { minLength: 6 })).toBe(
      'Le mot de passe doit contenir au moins 6 caractères.',
    );
    expect(intlFor('en').formatMessage({ id: 'auth.signUp.error.passwordTooShort' }, { minLength: 6 })).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(intlFor('it').locale).toBe('it-CH');
  });

  it('formats dates in Europe/Zurich', () => {
    expect(intlFor('en').formatDate(Date.UTC(2025, 11, 31, 23, 30), { dateStyle: 'long' })).toBe(
      '1 January 2026',
    );
  });

  it('formats every message of every language without an error', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // One value for every argument any message takes (the e-mails add inviter, days and hours).
    const samples = { message: 'x', minLength: 6, inviter: 'x', days: 7, hours: 1 };
    for (const language of LANGUAGES) {
      for (const id of Object.keys(messages.en) as MessageId[]) {
        expect(intlFor(language).formatMessage({ id }, samples)).not.toMatch(/[{}]/);
      }
    }
    expect(errors).not.toHaveBeenCalled();
  });
});
