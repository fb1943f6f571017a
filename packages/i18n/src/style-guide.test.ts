import { LANGUAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { COMPANY, PRODUCT_NAME } from './brand.js';
import { messages } from './messages.js';
import { isButtonMessage, STYLE_GUIDE, styleProblems } from './style-guide.js';

const problemsOf = (language: (typeof LANGUAGES)[number]) =>
  Object.entries(messages[language]).flatMap(([id, text]) =>
    styleProblems(language, text, id).map((problem) => `${id}: "${problem.form}" (${problem.why})`),
  );

describe('the catalogs keep the house style (style-guide.json)', () => {
  it.each(LANGUAGES)('%s: one form of address, one button style, one term per concept', (language) => {
    expect(problemsOf(language)).toEqual([]);
  });

  it.each(LANGUAGES)(
    '%s names the product and the company through {product} and {company} only',
    (language) => {
      const spelt = Object.entries(messages[language]).filter(
        ([, text]) => text.includes(PRODUCT_NAME) || text.includes(COMPANY.name),
      );
      expect(spelt).toEqual([]);
    },
  );

  it('has a term for every language in each glossary entry', () => {
    for (const term of STYLE_GUIDE.glossary) {
      expect(LANGUAGES.filter((language) => !term[language])).toEqual([]);
    }
  });
});

describe('the checks themselves', () => {
  it.each([
    ['it', 'Scegli il suo piano', 'Scegli'],
    ['it', 'Cosa fa per voi la dettatura', 'voi'],
    ['it', 'lei è responsabile', 'lei'],
    ['fr', 'Choisir Enterprise', 'Enterprise'],
    ['fr', 'Contactez le support', 'support'],
    ['fr', 'Merci de ton aide', 'ton'],
    ['fr', 'Nous allons t’aider', '’'],
    ['de', 'Freundliche Grüße', 'ß'],
    ['de', 'Starte deinen kostenlosen Test', 'deinen'],
    ['en', 'Your licence', 'licence'],
  ] as const)('%s "%s" is refused for "%s"', (language, text, form) => {
    expect(styleProblems(language, text).map((problem) => problem.form)).toContain(form);
  });

  it.each([
    ['fr', "Adresse e-mail de l'entreprise"],
    ['de', 'Ihre E-Mail-Adresse und ihr Konto'],
    ['it', "Nessuno vi può accedere. L'applicazione, la prova gratuita."],
    ['en', 'Your license was canceled.'],
  ] as const)('%s "%s" passes', (language, text) => {
    expect(styleProblems(language, text)).toEqual([]);
  });

  it('holds the terms the language review found split, except where a prefix keeps another sense', () => {
    expect(styleProblems('fr', 'Choisir un forfait').map((problem) => problem.form)).toEqual(['forfait']);
    expect(styleProblems('de', 'Anzahl Benutzer', 'payment.userCount.label')).not.toEqual([]);
    expect(styleProblems('de', 'Registrierte Benutzer', 'admin.users.caption')).toEqual([]);
    expect(styleProblems('it', 'Promemoria: la fattura è scaduta').map((problem) => problem.form)).toEqual([
      'promemoria',
    ]);
    expect(styleProblems('de', 'Sprache der Blacklist').map((problem) => problem.form)).toEqual([
      'Blacklist',
    ]);
  });

  it('holds buttons to the infinitive', () => {
    expect(isButtonMessage('license.premium.action')).toBe(true);
    expect(isButtonMessage('account.cancel.confirm')).toBe(false);
    expect(isButtonMessage('license.premium.feature.support')).toBe(false);
    expect(styleProblems('fr', 'Choisissez Premium', 'license.premium.action')).not.toEqual([]);
    expect(styleProblems('fr', 'Choisissez votre licence', 'license.title')).toEqual([]);
    expect(styleProblems('it', 'Scelga Premium', 'license.premium.action')).not.toEqual([]);
    expect(styleProblems('it', 'Scegliere Premium', 'license.premium.action')).toEqual([]);
    expect(styleProblems('de', 'Wählen Sie Premium', 'license.premium.action')).not.toEqual([]);
  });
});
