import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_REFUSED } from '../rules.js';
import { COMMON_PASSWORD_LIST, isCommonPassword } from './index.js';

describe('the common passwords', () => {
  it('are the whole top 10,000 of the shipped list, each once', () => {
    expect(COMMON_PASSWORD_LIST).toHaveLength(COMMON_PASSWORDS_REFUSED);
    expect(new Set(COMMON_PASSWORD_LIST).size).toBe(COMMON_PASSWORD_LIST.length);
    expect(COMMON_PASSWORD_LIST.slice(0, 3)).toEqual(['password', '123456', '12345678']);
  });

  it.each(['123456', 'password', 'aaaaaa', 'qwerty123', 'PassWord', 'iloveyou'])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['secret-1', 'Wartezimmer-7', ' password', 'password '])('accepts %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
