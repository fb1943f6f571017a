import { LANGUAGES, type Language } from '@app/contracts';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { isMessageId, type MessageId, messages } from './messages.js';

const TRANSLATIONS = LANGUAGES.filter((language) => language !== 'en');
const ENGLISH_IDS = Object.keys(messages.en);

/**
 * Messages whose translation is rightly the English word: plan names kept as names, loanwords a
 * Swiss reader uses as is, and words spelt alike. Anything else equal to English is an
 * untranslated string.
 */
const SAME_AS_ENGLISH: Partial<Record<MessageId, readonly Language[]>> = {
  'account.activity.change.arrow': ['fr', 'de', 'it'],
  'account.activity.change.field': ['de', 'it'],
  'account.activity.change.set': ['de', 'it'],
  'account.invoices.column.date': ['fr'],
  'account.invoices.column.pdf': ['fr', 'de', 'it'],
  'account.invoices.column.status': ['de'],
  'account.licenses.column.actions': ['fr'],
  'account.licenses.column.number': ['fr', 'de', 'it'],
  'account.licenses.column.status': ['de'],
  'account.licenses.status.active': ['fr'],
  // German and Italian say passkey, as the platforms' own screens do (docs/passkeys.md).
  'account.passkeys.heading': ['de'],
  'account.passkeys.name': ['de'],
  'account.sessions.method.passkey': ['de', 'it'],
  'account.sessions.method.password': ['it'],
  'account.deletion.password': ['it'],
  'account.seat.managerWithName': ['fr', 'de', 'it'],
  // docs/sso.md: the protocols' names, and the words German and Italian borrow as they are.
  'account.sso.domains.add.label': ['de'],
  'account.sso.provider.oidc': ['fr', 'de', 'it'],
  'account.sso.provider.saml': ['fr', 'de', 'it'],
  'account.sso.scim.token': ['de', 'it'],
  'account.twoFactor.password': ['it'],
  'account.type.enterprise': ['de', 'it'],
  'account.type.premium': ['fr', 'de', 'it'],
  'admin.plan.enterprise': ['de', 'it'],
  'admin.plan.premium': ['fr', 'de', 'it'],
  'admin.stats.column.date': ['fr'],
  'admin.title': ['fr'],
  'admin.users.column.status': ['de'],
  'admin.users.role.admin': ['de'],
  'appConsent.device.no': ['it'],
  'auth.signIn.password': ['it'],
  'auth.signUp.password': ['it'],
  'auth.twoFactor.code': ['fr', 'de'],
  'footer.contact': ['fr'],
  'invoice.pdf.plan.enterprise': ['de', 'it'],
  'invoice.pdf.plan.premium': ['fr', 'de', 'it'],
  'nav.account': ['it'],
  'nav.download': ['de', 'it'],
  'nav.menu': ['fr', 'it'],
  'nav.support': ['de'],
  'page.titleSuffix': ['fr', 'de', 'it'],
  'payment.plan.enterprise': ['de', 'it'],
  'payment.plan.premium': ['fr', 'de', 'it'],
  'privacy.contact.title': ['fr'],
  'support.title': ['de'],
  'terms.contact.title': ['fr'],
};

/** Ids are dotted camelCase segments, screen or feature first: `account.cancel.confirm`. */
const ID_PATTERN = /^[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9]*)+$/;

/**
 * What a translation must keep from English: each argument's name and type and, for a select,
 * its cases. Plural cases are left out, since each language has its own (`one`, `few`, ...).
 */
function signature(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
      case TYPE.pound:
        break;
      case TYPE.tag:
        into.add(`<${element.value}>`);
        signature(element.children, into);
        break;
      case TYPE.select:
        into.add(`${element.value}:select(${Object.keys(element.options).sort().join('|')})`);
        for (const option of Object.values(element.options)) signature(option.value, into);
        break;
      case TYPE.plural:
        into.add(`${element.value}:${element.pluralType === 'ordinal' ? 'selectordinal' : 'plural'}`);
        for (const option of Object.values(element.options)) signature(option.value, into);
        break;
      default:
        into.add(`${element.value}:${TYPE[element.type]}`);
    }
  }
  return into;
}

function parsed(message: string): MessageFormatElement[] | Error {
  try {
    return parse(message);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

const entries = (language: Language) => Object.entries(messages[language]);

describe('the catalogs', () => {
  it.each(TRANSLATIONS)('%s has exactly the English ids', (language) => {
    const ids = Object.keys(messages[language]);
    const missing = ENGLISH_IDS.filter((id) => !ids.includes(id));
    const extra = ids.filter((id) => !isMessageId(id));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGES)('%s lists its ids in alphabetical order, so each feature stays together', (language) => {
    const ids = Object.keys(messages[language]);
    expect(ids).toEqual([...ids].sort());
  });

  it('names every id by screen or feature, in dotted camelCase', () => {
    expect(ENGLISH_IDS.filter((id) => !ID_PATTERN.test(id))).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty message, nor one padded with whitespace', (language) => {
    expect(
      entries(language).filter(([, message]) => message.trim() === '' || message !== message.trim()),
    ).toEqual([]);
  });

  it.each(LANGUAGES)('every %s message is valid ICU', (language) => {
    const invalid = entries(language).flatMap(([id, message]) => {
      const result = parsed(message);
      return result instanceof Error ? [`${id}: ${result.message}`] : [];
    });
    expect(invalid).toEqual([]);
  });

  it.each(TRANSLATIONS)('%s keeps the placeholders of English, with their types', (language) => {
    const differing = ENGLISH_IDS.flatMap((id) => {
      const english = parsed(messages.en[id as MessageId]);
      const translated = parsed(messages[language][id as MessageId]);
      if (english instanceof Error || translated instanceof Error) return [];
      const expected = [...signature(english)].sort();
      const actual = [...signature(translated)].sort();
      return expected.join() === actual.join() ? [] : [{ id, expected, actual }];
    });
    expect(differing).toEqual([]);
  });

  it.each(TRANSLATIONS)('%s translates everything but its listed exceptions', (language) => {
    const untranslated = ENGLISH_IDS.filter((id) => {
      const same = messages[language][id as MessageId] === messages.en[id as MessageId];
      return same && !SAME_AS_ENGLISH[id as MessageId]?.includes(language);
    });
    expect(untranslated).toEqual([]);
  });

  it('lists no exception that has since been translated', () => {
    const stale = Object.entries(SAME_AS_ENGLISH).flatMap(([id, languages]) =>
      (languages ?? [])
        .filter((language) => messages[language][id as MessageId] !== messages.en[id as MessageId])
        .map((language) => `${language} ${id}`),
    );
    expect(stale).toEqual([]);
  });

  it('writes Swiss Standard German, with "ss" and never "ß"', () => {
    expect(entries('de').filter(([, message]) => message.includes('ß'))).toEqual([]);
  });

  it('keeps French punctuation off a line of its own, with a no-break space before : ; ! ?', () => {
    expect(entries('fr').filter(([, message]) => / [:;!?]/.test(message))).toEqual([]);
  });

  it('puts the French space before : ; ! ? every time: U+00A0 before a colon, U+202F before the others', () => {
    // A colon between digits (a time) or in an address (https://) is no punctuation mark.
    const misspaced = entries('fr').filter(([, message]) =>
      /(?<!\u00a0):|(?<!\u202f)[;!?]/u.test(message.replace(/\d:\d|:\/\//g, '')),
    );
    expect(misspaced.map(([id]) => id)).toEqual([]);
  });
});

// The quoted texts kept word for word; those the product replaced are listed with their
// replacement in docs/languages.md#spec-departures.
describe('the texts quoted by the spec', () => {
  it.each([
    ['en', 'common.redirecting', 'Redirecting... Please wait.'],
    ['en', 'auth.signUp.error.passwordMismatch', 'Passwords do not match.'],
    ['en', 'account.invoices.empty', 'No invoices available.'],
    ['en', 'payment.error.cardDeclined', 'Card declined. Please try again.'],
    ['en', 'admin.blacklist.empty', 'No phrases in the blacklist.'],
    ['fr', 'payment.error.cardDeclined', 'Carte refusée. Veuillez réessayer.'],
    ['fr', 'payment.error.unknown', 'Erreur inconnue.'],
    ['fr', 'admin.stats.empty', 'Aucune donnée.'],
    ['fr', 'admin.users.empty', 'Aucun utilisateur.'],
  ] as const)('%s %s', (language, id, text) => {
    expect(messages[language][id]).toBe(text);
  });
});
