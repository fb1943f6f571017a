import { describe, expect, it } from 'vitest';
import { expectAllRejected } from '../test/assertions.js';
import { examples } from '../test/examples.js';
import {
  adminUserSchema,
  blacklistPhraseRequestSchema,
  blacklistPhraseResponseSchema,
  emptyBlacklist,
  getBlacklistResponseSchema,
  listUsersResponseSchema,
} from './admin.js';

describe('the blacklist', () => {
  it('is keyed by the four languages, each a list of phrases', () => {
    expect(getBlacklistResponseSchema.parse(examples.getBlacklist.response)).toEqual(
      examples.getBlacklist.response,
    );
    expect(blacklistPhraseResponseSchema.parse(emptyBlacklist())).toEqual({ fr: [], de: [], it: [], en: [] });
  });

  it('refuses a missing language, a list that is not one, and non-text phrases', () => {
    expectAllRejected(getBlacklistResponseSchema, [
      { fr: [], de: [], it: [] },
      { fr: [], de: [], it: [], en: 'phrase' },
      { fr: [1], de: [], it: [], en: [] },
      [],
    ]);
  });

  it('adds and removes a trimmed, non-blank phrase in one of the four languages', () => {
    expect(blacklistPhraseRequestSchema.parse({ lang: 'fr', phrase: '  Merci.  ' })).toEqual({
      lang: 'fr',
      phrase: 'Merci.',
    });
    expectAllRejected(blacklistPhraseRequestSchema, [
      { lang: 'fr', phrase: '   ' },
      { lang: 'es', phrase: 'Gracias' },
      { lang: 'fr' },
      { phrase: 'Merci.' },
      { lang: 'fr', phrase: ['Merci.'] },
      { lang: 'fr', phrase: 'Merci.', all: true },
    ]);
  });
});

describe('the admin list of users', () => {
  const [user] = examples.listUsers.response;

  it('carries the fields of docs/admin.md#users, with one licence by default', () => {
    expect(listUsersResponseSchema.parse(examples.listUsers.response)).toEqual(examples.listUsers.response);
    const { numberOfLicenses: _n, ...withoutCount } = user ?? {};
    expect(adminUserSchema.parse(withoutCount).numberOfLicenses).toBe(1);
    expect(listUsersResponseSchema.parse([])).toEqual([]);
  });

  it('refuses unknown roles, plans and statuses, negative time and malformed dates', () => {
    expectAllRejected(adminUserSchema, [
      { ...user, role: 'root' },
      { ...user, plan: 'gold' },
      { ...user, status: 'banned' },
      { ...user, transcriptionTime: -1 },
      { ...user, transcriptionTime: '60' },
      { ...user, createdAt: 'yesterday' },
      { ...user, _id: '' },
      { ...user, email: undefined },
    ]);
    expectAllRejected(listUsersResponseSchema, [{ users: [] }, [null]]);
  });

  it('strips any field it does not know, so a stored secret never reaches the screen', () => {
    expect(adminUserSchema.parse({ ...user, passwordHash: '$argon2id$...' })).not.toHaveProperty(
      'passwordHash',
    );
  });
});
