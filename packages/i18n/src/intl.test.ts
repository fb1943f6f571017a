import { LANGUAGES } from '@app/contracts';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlFor } from './intl.js';
import { type MessageId, messages } from './messages.js';

type SampleValues = Record<string, string | number | ((chunks: string[]) => string)>;

/**
 * A value for each argument of a message, of the kind its English text uses it as (a number for
 * `{n, number}` and plurals, a date for dates, a word otherwise), so every message can be
 * formatted without a hand-kept list of argument names.
 */
function sampleValues(elements: MessageFormatElement[], values: SampleValues = {}): SampleValues {
  for (const element of elements) {
    if (element.type === TYPE.argument) values[element.value] ??= 'x';
    if (element.type === TYPE.number || element.type === TYPE.plural) values[element.value] = 2;
    if (element.type === TYPE.date || element.type === TYPE.time)
      values[element.value] = Date.UTC(2025, 5, 1);
    if (element.type === TYPE.select) values[element.value] = 'other';
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) sampleValues(option.value, values);
    }
    if (element.type === TYPE.tag) {
      values[element.value] = (chunks: string[]) => chunks.join('');
      sampleValues(element.children, values);
    }
  }
  return values;
}

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
    for (const language of LANGUAGES) {
      for (const id of Object.keys(messages.en) as MessageId[]) {
        const values = sampleValues(parse(messages.en[id]));
        expect(intlFor(language).formatMessage({ id }, values)).not.toMatch(/[{}]/);
      }
    }
    expect(errors).not.toHaveBeenCalled();
  });
});
