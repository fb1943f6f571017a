import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_REFUSED } from '../rules.js';
import { COMMON_PASSWORD_LIST, isCommonPassword } from './index.js';
import { RECENT_COMMON_PASSWORDS } from './recent-common-passwords.js';

describe('the common passwords', () => {
  it('are 10,000, each once without regard to case, the latest year first, then the package', () => {
    expect(COMMON_PASSWORD_LIST).toHaveLength(COMMON_PASSWORDS_REFUSED);
    expect(new Set(COMMON_PASSWORD_LIST.map((entry) => entry.toLowerCase())).size).toBe(
      COMMON_PASSWORDS_REFUSED,
    );
    expect(COMMON_PASSWORD_LIST.slice(0, 3)).toEqual(RECENT_COMMON_PASSWORDS.slice(0, 3));
    expect(RECENT_COMMON_PASSWORDS).toHaveLength(199);
    const fromPackage = dictionary['passwords-common'].filter(
      (entry) => !RECENT_COMMON_PASSWORDS.includes(entry),
    );
    expect(COMMON_PASSWORD_LIST).toContain(fromPackage[0]);
  });

  it.each(['123456', 'password', 'aaaaaa', 'qwerty123', 'PassWord', 'iloveyou', 'letmein', 'trustno1'])(
    'refuses %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  // Today's most common, which the first list (SecLists' old top 10,000) lacked.
  it.each(['password123', 'Password123', 'admin123', 'Pass@123', 'P@ssw0rd', 'Aa123456'])(
    'refuses %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['secret-1', 'Wartezimmer-7', ' password', 'password '])('accepts %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
