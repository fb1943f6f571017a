import { LANGUAGES } from '@app/contracts';
import { PRODUCT_NAME } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../src/mail/render.js';

/** docs/licences.md#invitation-mail: our mails carry our words. */

const LINK = 'http://localhost:3000/account#invitations';
const LURE = 'ACTION REQUIRED Verify at https://evil.example/login or www.evil.example';
const PARAMS = { link: LINK, inviter: 'owner@clinic.ch', inviterName: `${LURE} Anna` };
const SUBJECTS = {
  en: `Invitation to ${PRODUCT_NAME}`,
  fr: `Invitation à ${PRODUCT_NAME}`,
  de: `Einladung zu ${PRODUCT_NAME}`,
  it: `Invito a ${PRODUCT_NAME}`,
};

describe('the invitation mail', () => {
  it.each(
    LANGUAGES.flatMap((language) =>
      (['invitation', 'invitation_existing_account'] as const).map(
        (template) => [language, template] as const,
      ),
    ),
  )('in %s (%s) has our fixed subject, whatever the inviter is called', (language, template) => {
    const mail = renderMail(template, language, PARAMS);
    expect(mail.subject).toBe(SUBJECTS[language]);
    expect(mail.subject).not.toMatch(/ACTION|evil|Anna|owner@/);
  });

  it('names the inviter only beside her address, and makes no link of a URL in her name', () => {
    const mail = renderMail('invitation_existing_account', 'en', PARAMS);
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('https://evil');
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('www.');
      // The name is the practice's words, quoted as such, right before her own verified address.
      expect(part).toMatch(
        /ACTION REQUIRED Verify at https\[:\]\/\/evil\[\.\]example\/login or www\[\.\]evil\[\.\]example Anna.{0,12} \(owner@clinic\.ch\)/,
      );
    }
    // The only links are ours.
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(new Set(hrefs)).toEqual(new Set([LINK]));
    expect(mail.text.split('\n').filter((line) => /https?:\/\//.test(line))).toEqual([LINK]);
  });

  it('without a name says the address alone', () => {
    const mail = renderMail('invitation', 'de', {
      link: LINK,
      inviter: 'owner@clinic.ch',
      inviterName: null,
    });
    expect(mail.text).toContain('owner@clinic.ch hat Sie eingeladen');
  });

  it('refuses an inviter that is no address: the name goes in a param of its own', () => {
    expect(() => renderMail('invitation', 'en', { link: LINK, inviter: 'Anna (owner@clinic.ch)' })).toThrow(
      /invalid params .*: inviter/,
    );
  });
});
