import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORDS_REFUSED } from '../rules.js';
import { RECENT_COMMON_PASSWORDS } from './recent-common-passwords.js';

/**
 * The passwords refused as too common (docs/accounts.md#common-passwords): the most used of the
 * latest year first, then the common-password dictionary of the maintained `@zxcvbn-ts/language-common`
 * package (most common first), each password once without regard to case, until
 * COMMON_PASSWORDS_REFUSED. A newer year's list or a newer package version updates it.
 */
function mostCommonFirst(sources: readonly (readonly string[])[], size: number): readonly string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const source of sources) {
    for (const password of source) {
      if (list.length === size) return list;
      const key = password.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      list.push(password);
    }
  }
  return list;
}

export const COMMON_PASSWORD_LIST: readonly string[] = mostCommonFirst(
  [RECENT_COMMON_PASSWORDS, dictionary['passwords-common']],
  COMMON_PASSWORDS_REFUSED,
);
