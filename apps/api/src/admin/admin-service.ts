import { createHash } from 'node:crypto';
import type { AdminUser, Blacklist, BlacklistPhraseRequest, GivenUpMail, Language } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { addPhrase, readBlacklist, readLanguagePhrases, removePhrase } from './blacklist-repository.js';
import { listGivenUpMails } from './given-up-mails-repository.js';
import { listUsers } from './users-list-repository.js';

export async function blacklist(db: Queryable): Promise<Blacklist> {
  return readBlacklist(db);
}

/**
 * One language's phrases for the app, with their strong `ETag` (docs/desktop-app.md#blacklist): a
 * hash of that list as sent, so it changes when a phrase of that language is added or removed, and
 * only then, in every API process alike, with nothing stored.
 */
export async function appBlacklist(
  db: Queryable,
  lang: Language,
): Promise<{ phrases: string[]; etag: string }> {
  const phrases = await readLanguagePhrases(db, lang);
  const hash = createHash('sha256').update(JSON.stringify(phrases)).digest('base64url');
  return { phrases, etag: `"${lang}-${hash.slice(0, 32)}"` };
}

export async function addBlacklistPhrase(db: Queryable, phrase: BlacklistPhraseRequest): Promise<Blacklist> {
  // The contracts answer a duplicate with 409 already_exists, as the mocks do, so the admin
  // learns the phrase was there rather than believing it was just added.
  if (!(await addPhrase(db, phrase))) throw new HttpError('already_exists');
  return readBlacklist(db);
}

export async function removeBlacklistPhrase(
  db: Queryable,
  phrase: BlacklistPhraseRequest,
): Promise<Blacklist> {
  if (!(await removePhrase(db, phrase))) throw new HttpError('not_found');
  return readBlacklist(db);
}

export async function usersList(db: Queryable): Promise<AdminUser[]> {
  return listUsers(db);
}

/** docs/admin.md#given-up-mails: what the outbox gave up on, for the admin to follow up by hand. */
export async function givenUpMails(db: Queryable): Promise<GivenUpMail[]> {
  return listGivenUpMails(db);
}
