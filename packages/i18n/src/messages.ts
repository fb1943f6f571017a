import type { Language } from '@app/contracts';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import it from './messages/it.json' with { type: 'json' };

/**
 * Every message id; English is the reference catalog the others are checked against. Written as an
 * import type with its attribute so the emitted .d.ts keeps the attribute NodeNext requires.
 */
export type MessageId = keyof typeof import('./messages/en.json', { with: { type: 'json' }});

/** The ids of the API's shared error codes (`errors.<code>`), which the site translates. */
export type ErrorMessageId = Extract<MessageId, `errors.${string}`>;

export type Catalog = Readonly<Record<MessageId, string>>;

// Typed as full catalogs, so a language missing an id fails to compile, before any test runs.
export const messages: Readonly<Record<Language, Catalog>> = { fr, de, it, en };

export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(en, id);
}
