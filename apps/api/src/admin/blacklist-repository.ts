import { type Blacklist, type BlacklistPhraseRequest, emptyBlacklist } from '@app/contracts';
import type { Queryable } from '../db/database.js';

/** Every language, with an empty list when it has none; phrases in the order they were added. */
export async function readBlacklist(db: Queryable): Promise<Blacklist> {
  // The serial id, not created_at: phrases added in one transaction share a timestamp.
  const { rows } = await db.query<BlacklistPhraseRequest>(
    'select lang, phrase from blacklist_phrases order by id',
  );
  const blacklist = emptyBlacklist();
  for (const { lang, phrase } of rows) blacklist[lang].push(phrase);
  return blacklist;
}

/** One language's phrases, in the order they were added. */
export async function readLanguagePhrases(
  db: Queryable,
  lang: BlacklistPhraseRequest['lang'],
): Promise<string[]> {
  const { rows } = await db.query<{ phrase: string }>(
    'select phrase from blacklist_phrases where lang = $1 order by id',
    [lang],
  );
  return rows.map((row) => row.phrase);
}

/** False when the language already holds the phrase, in any case (docs/admin.md#blacklist-phrase). */
export async function addPhrase(db: Queryable, { lang, phrase }: BlacklistPhraseRequest): Promise<boolean> {
  const { rows } = await db.query(
    `insert into blacklist_phrases (lang, phrase) values ($1, $2)
     on conflict (lang, phrase_key) do nothing
     returning id`,
    [lang, phrase],
  );
  return rows.length > 0;
}

/** False when the language does not hold the phrase. */
export async function removePhrase(
  db: Queryable,
  { lang, phrase }: BlacklistPhraseRequest,
): Promise<boolean> {
  const { rows } = await db.query(
    'delete from blacklist_phrases where lang = $1 and phrase = $2 returning id',
    [lang, phrase],
  );
  return rows.length > 0;
}
