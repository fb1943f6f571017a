import type { Language } from '@app/contracts';
import {
  type MessageId,
  messages,
  PROCESSORS,
  type ProcessingCountry,
  type ProcessorId,
  type TransferSafeguard,
} from '@app/i18n';

const COUNTRY: Record<ProcessingCountry, MessageId> = {
  CH: 'privacy.country.ch',
  IE: 'privacy.country.ie',
  US: 'privacy.country.us',
};

const SAFEGUARD: Record<TransferSafeguard, MessageId> = {
  switzerland: 'privacy.safeguard.switzerland',
  adequate: 'privacy.safeguard.adequate',
  dpfAndScc: 'privacy.safeguard.dpfAndScc',
};

/** The privacy policy's words for each processor: its kind, where the list names no company. */
const WORDS: Record<ProcessorId, { name?: MessageId; purpose: MessageId }> = {
  hosting: { name: 'privacy.processor.hosting.name', purpose: 'privacy.processor.hosting.purpose' },
  mail: { name: 'privacy.processor.mail.name', purpose: 'privacy.processor.mail.purpose' },
  stripe: { purpose: 'privacy.processor.stripe.purpose' },
};

/** A message with no argument, as ICU prints it: a doubled apostrophe is one. */
const plain = (language: Language, id: MessageId) => messages[language][id].replaceAll("''", "'");

/**
 * docs/legal.md#dpa: the agreement's list of sub-processors, one Markdown bullet each, from the one
 * list (PROCESSORS, docs/legal.md#processors) in the privacy policy's words: the company or the kind
 * of provider in bold, what it does, then each country with its safeguard.
 */
export function processorLines(language: Language): string[] {
  return PROCESSORS.map((processor) => {
    const words = WORDS[processor.id];
    const name = processor.company ?? (words.name ? plain(language, words.name) : processor.id);
    const places = processor.locations.map(({ country, safeguard }) =>
      plain(language, 'privacy.processors.location')
        .replace('{country}', plain(language, COUNTRY[country]))
        .replace('{safeguard}', plain(language, SAFEGUARD[safeguard])),
    );
    // French puts a space before the colon; the manuals' typography makes it a no-break one.
    const colon = language === 'fr' ? ' :' : ':';
    return `- **${name}**${colon} ${[plain(language, words.purpose), ...places.map((place) => `${place}.`)].join(' ')}`;
  });
}
