import { LANGUAGES } from '@app/contracts';
import { intlFor } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import { MailRenderError, renderMail } from '../../src/mail/render.js';
import { MAIL_TEMPLATES, type MailTemplate, TEMPLATE_MESSAGES } from '../../src/mail/templates.js';

/**
 * docs/accounts.md#our-words: the product's mails carry the product's words. A subject holds no
 * text a user or a browser chose; a body names a person by her verified address only; a browser
 * is named from what bowser recognises, never from the agent's own text.
 */

const HOSTILE = 'ACTION REQUIRED Verify at https://evil.example';
const LINK = 'https://site.example.ch/forgot-password';
/** The invitations' words are their own rule's (docs/licences.md), tested with them. */
const AUDITED = MAIL_TEMPLATES.filter((template) => !template.startsWith('invitation'));
/** What a subject may say: the product's name and figures of our own or of Stripe's. */
const OURS_IN_SUBJECTS = ['product', 'amount', 'date', 'last4', 'invoiceNumber'];
const STRING_ARGUMENTS = [
  'product',
  'company',
  'address',
  'inviter',
  'browser',
  'date',
  'amount',
  'last4',
  'expiry',
  'invoiceNumber',
  'endsOn',
];
const NUMBER_ARGUMENTS = ['failures', 'days', 'hours', 'minutes', 'seats'];

/** The arguments a subject prints, found by formatting it with a marker for each. */
function argumentsOfSubject(template: MailTemplate, language: (typeof LANGUAGES)[number]): string[] {
  const values = {
    ...Object.fromEntries(STRING_ARGUMENTS.map((name) => [name, `[[${name}]]`])),
    ...Object.fromEntries(NUMBER_ARGUMENTS.map((name) => [name, 2])),
  };
  const subject = intlFor(language).formatMessage(TEMPLATE_MESSAGES[template].subject, values);
  return [...subject.matchAll(/\[\[(\w+)\]\]/g)].map((match) => match[1] ?? '');
}

describe('the subject of every mail but the invitations', () => {
  it.each(LANGUAGES.flatMap((language) => AUDITED.map((template) => [language, template] as const)))(
    '%s %s prints none but our own figures',
    (language, template) => {
      for (const argument of argumentsOfSubject(template, language)) {
        expect(OURS_IN_SUBJECTS).toContain(argument);
      }
    },
  );

  it("refuses an invoice number that is not Stripe's (letters, digits and dashes)", () => {
    const params = {
      link: LINK,
      amount: '140400',
      date: '2027-01-10T09:00:00.000Z',
      endsOn: '2027-02-16T09:00:00.000Z',
      invoiceNumber: HOSTILE,
    };
    expect(() => renderMail('billing_invoice_reminder', 'en', params)).toThrow(MailRenderError);
    expect(
      renderMail('billing_invoice_reminder', 'en', { ...params, invoiceNumber: 'A1B2C3D4-0042' }).subject,
    ).toContain('A1B2C3D4-0042');
  });
});

describe('a person in the body of a mail', () => {
  it.each(['seat_ended', 'billing_seat_released'] as const)(
    '%s names the owner by her address, never by a text she chose',
    (template) => {
      expect(() => renderMail(template, 'en', { link: LINK, inviter: HOSTILE })).toThrow(MailRenderError);
      expect(renderMail(template, 'en', { link: LINK, inviter: 'chief@praxis.ch' }).text).toContain(
        'chief@praxis.ch',
      );
    },
  );
});

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('the new-browser mail', () => {
  it('names the browser and its system as bowser reads them, never the agent string', () => {
    const mail = renderMail('new_signin', 'en', {
      link: LINK,
      agent: FIREFOX_WINDOWS,
      address: '203.0.113.9',
    });
    expect(mail.text).toContain(
      'used with before: Firefox 133 on Windows 10, from the network address 203.0.113.9.',
    );
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('Mozilla');
    expect(
      renderMail('new_signin', 'de', { link: LINK, agent: FIREFOX_WINDOWS, address: '203.0.113.9' }).text,
    ).toContain('Firefox 133 unter Windows 10, von der Netzwerkadresse');
  });

  it.each([
    ['en', 'an unknown browser, from the network address'],
    ['fr', 'un navigateur inconnu, depuis l’adresse réseau'],
    ['de', 'ein unbekannter Browser, von der Netzwerkadresse'],
    ['it', 'un browser sconosciuto, dall’indirizzo di rete'],
  ] as const)('in %s, calls an agent bowser does not know "an unknown browser"', (language, words) => {
    const hostile = `${HOSTILE}/1.0 (compatible)`;
    for (const params of [
      { link: LINK, agent: hostile, address: '203.0.113.9' },
      // A row written before the agent had its own param.
      { link: LINK, browser: hostile, address: '203.0.113.9' },
      { link: LINK, address: '203.0.113.9' },
    ]) {
      const mail = renderMail('new_signin', language, params);
      expect(mail.text.replace(/'/g, '’')).toContain(words);
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/evil|ACTION/);
    }
  });

  it('refuses a network address that is no IP address', () => {
    expect(() => renderMail('new_signin', 'en', { link: LINK, address: HOSTILE })).toThrow(MailRenderError);
    expect(renderMail('new_signin', 'en', { link: LINK, address: '2001:db8::1' }).text).toContain(
      '2001:db8::1',
    );
  });
});
