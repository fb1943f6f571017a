import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@app/contracts';
import { type MessageId, messages } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import { MANUAL_LANGUAGES, MANUALS_SOURCE_DIR, type ManualSource, parseManual } from '../src/index.js';

// The manuals tell a doctor which button to click: a name in bold must be the site's own text
// (packages/i18n), word for word, in that language, or she looks for a button that is not there.
// docs/routes-and-screens.md#manuals

/** Bold names that are not the site's: the Windows app's, the Microsoft Store's, spoken signs. */
const NOT_THE_SITE: Record<Language, readonly string[]> = {
  en: ['Get', 'Install', 'Settings', 'Microphone', 'Translation', 'Summary', 'Free trial'],
  fr: ['Obtenir', 'Installer', 'Paramètres', 'Microphone', 'Traduction', 'Résumé', 'Essai gratuit'],
  de: [
    'Abrufen',
    'Installieren',
    'Einstellungen',
    'Mikrofon',
    'Übersetzung',
    'Zusammenfassung',
    'Kostenlose Testphase',
  ],
  it: ['Ottieni', 'Installa', 'Impostazioni', 'Microfono', 'Traduzione', 'Riassunto', 'Prova gratuita'],
};
const SPOKEN_SIGNS = ['.', ',', ':', '?'];

/**
 * As a reader compares them: the PDF's typographic apostrophe and the catalogs' ASCII one alike,
 * any no-break space a space, and a list label's colon ("**Premium:**") not part of the name.
 */
const normalise = (text: string) =>
  text
    .replaceAll('\u2019', "'")
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/(?<=\S)\s*:$/, '')
    .trim();

function boldNames(manual: ManualSource): string[] {
  return manual.blocks.flatMap((block) =>
    (block.kind === 'list' ? block.items : [block.text]).flatMap((text) =>
      [...text.matchAll(/\*\*(.+?)\*\*/g)].map(([, name = '']) => normalise(name)),
    ),
  );
}

const siteText = (language: Language, id: MessageId) => normalise(messages[language][id]);

/** The bold names of a manual that are neither a text of the site nor one of the app's words. */
function unknownNames(manual: ManualSource): string[] {
  const site = new Set(Object.values(messages[manual.language]).map(normalise));
  const outside = new Set([...NOT_THE_SITE[manual.language], ...SPOKEN_SIGNS]);
  return boldNames(manual).filter((name) => !site.has(name) && !outside.has(name));
}

const read = (language: Language) => readFile(path.join(MANUALS_SOURCE_DIR, `${language}.md`), 'utf8');

/**
 * What the site offers that a manual must explain, by the control the reader clicks or reads:
 * docs/accounts.md#two-factor (set up, recovery codes, new codes), #colleagues-two-factor,
 * #sign-in-link, docs/subscriptions-and-money.md#invoice-payment, docs/licences.md#offers, the
 * licence statuses (docs/licences.md#licence-statuses), #license-adjustment and the privacy page.
 */
const TASKS: readonly MessageId[] = [
  'account.twoFactor.enable',
  'account.twoFactor.setup.confirm',
  'account.twoFactor.setup.done',
  'auth.twoFactor.submit',
  'auth.twoFactor.useRecovery',
  'account.twoFactor.disable',
  'account.colleagues.label',
  'auth.signIn.linkRequest',
  'payment.method.invoice',
  'billing.invoice.pay',
  'account.invitations.accept',
  'account.licenses.status.pending',
  'account.licenses.status.active',
  'account.licenses.status.declined',
  'account.licenses.adjust',
  'privacy.title',
];

/**
 * Sentences an earlier edition said that the site or the docs contradict (the language review of
 * December 2026), so that none comes back: what a licence change costs
 * (docs/licences.md#adjustment-charges), invitations as offers (docs/licences.md#offers), what is
 * done with account data (the privacy page), the name of the privacy page, one plan term, and the
 * spelling and register of the rest of the site.
 */
const CONTRADICTED: Record<Language, readonly string[]> = {
  en: [
    'appears on your next invoice',
    'used only for payments',
    'do not share your data with third parties',
    'until your colleague has created a password',
    'recognises',
    'centimetres',
  ],
  fr: [
    'figure sur votre prochaine facture',
    'servent uniquement aux paiements',
    'ne transmettons pas vos données à des tiers',
    'ait créé son mot de passe',
    'politique de confidentialité',
    'dans {translationLanguages} langues',
  ],
  de: [
    'erscheint auf Ihrer nächsten Rechnung',
    'nur für Zahlungen verwendet',
    'geben Ihre Daten nicht an Dritte weiter',
    'ihr Passwort erstellt hat, danach als aktiv',
    'Testphase und Abonnements',
    'Wählen Sie Ihr Abonnement',
    'wählen Sie ein Abonnement',
  ],
  it: [
    'compare nella prossima fattura',
    'servono solo per i pagamenti',
    'Non condividiamo i suoi dati con terzi',
    'in sospeso',
    'informativa sulla privacy',
    '## Benvenuti',
  ],
};

describe("the manuals name the site's buttons and pages as the site writes them", () => {
  it.each(MANUAL_LANGUAGES)(
    '%s: every name in bold is a text of the catalog, or the app’s',
    async (language) => {
      expect(unknownNames(parseManual(language, await read(language)))).toEqual([]);
    },
  );

  it('catches a button the site does not have', async () => {
    const source = (await read('en')).replace('**Send invitation**', '**Send an invitation**');
    expect(unknownNames(parseManual('en', source))).toEqual(['Send an invitation']);
  });

  it.each(MANUAL_LANGUAGES)(
    '%s: explains every task by the control the site shows for it',
    async (language) => {
      const names = new Set(boldNames(parseManual(language, await read(language))));
      expect(TASKS.filter((id) => !names.has(siteText(language, id)))).toEqual([]);
    },
  );

  it.each(MANUAL_LANGUAGES)('%s: says nothing the site contradicts', async (language) => {
    const source = (await read(language)).replaceAll('\u2019', "'");
    expect(CONTRADICTED[language].filter((sentence) => source.includes(sentence))).toEqual([]);
  });
});
