import { COMMON_PASSWORD_LIST } from './common-password-list.js';

let lowerCased: ReadonlySet<string> | null = null;

/**
 * ASVS 5.0 6.2.4: a new password is checked against the most common breached passwords, offline.
 * Compared without case, so `Password` and `PASSWORD` are as refused as `password`. A subpath of
 * its own (`@app/contracts/common-passwords`) so that the list reaches the API and the mocks but
 * never the site's pages: the site learns of a refusal from the API's `password_too_common`.
 */
export function isCommonPassword(password: string): boolean {
  lowerCased ??= new Set(COMMON_PASSWORD_LIST.map((entry) => entry.toLowerCase()));
  return lowerCased.has(password.toLowerCase());
}

export { COMMON_PASSWORD_LIST };
