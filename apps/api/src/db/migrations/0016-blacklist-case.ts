/**
 * The capitals of French, German and Italian and their small letters: lower() of a database
 * created with the C locale (as the tests' PostgreSQL is) lowers A-Z only, PGlite's all of them.
 * With translate() after it, the key is the same on both.
 */
const CAPITALS = 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝŒŸ';
const SMALL = 'àáâãäåæçèéêëìíîïñòóôõöøùúûüýœÿ';

export const blacklistCase = {
  id: 16,
  name: 'blacklist: a phrase once per language without regard to case',
  statements: [
    // docs/admin.md#blacklist-phrase: "DICTÉE GRATUITE" is the phrase "dictée gratuite" already
    // listed; accents still count ("dictee" is another phrase).
    `alter table blacklist_phrases add column phrase_key text
       generated always as (translate(lower(phrase), '${CAPITALS}', '${SMALL}')) stored`,
    // Phrases already listed twice in two cases: the first added stays.
    `delete from blacklist_phrases later using blacklist_phrases earlier
      where later.lang = earlier.lang and later.phrase_key = earlier.phrase_key and later.id > earlier.id`,
    'create unique index blacklist_phrases_lang_key on blacklist_phrases (lang, phrase_key)',
  ],
} as const;
