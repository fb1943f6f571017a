import { AUDIT_KINDS, type AuditEntry, LANGUAGES } from '@app/contracts';
import { intlFor, messages } from '@app/i18n';
import { auditEntries } from '@app/mocks';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api/client.js';
import { AUDIT_KIND_LABELS } from './audit-kind-labels.js';
import { AUDIT_CALLS, auditQuery, NO_FILTERS, zurichDayBound } from './audit-query.js';
import { actorName, summariseChange } from './audit-summary.js';

const en = intlFor('en');
const of = (kind: AuditEntry['kind']) => {
  const entry = auditEntries.find((candidate) => candidate.kind === kind);
  if (!entry) throw new Error(`no ${kind} in the fixture`);
  return entry;
};
const summary = (entry: AuditEntry) => summariseChange(entry, en, 'en');

describe('an entry as the log shows it (docs/audit-log.md#summaries)', () => {
  it('labels every kind, in every language', () => {
    for (const language of LANGUAGES)
      for (const kind of AUDIT_KINDS) expect(messages[language][AUDIT_KIND_LABELS[kind]], kind).toBeTruthy();
  });

  it.each([
    ['roles_changed', 'Roles: Member → Member, Admin'],
    ['seats_changed', 'Licenses: 4 → 5'],
    ['change_scheduled', 'Licenses: 5 → 3'],
    ['plan_bought', 'Enterprise, Annual, 4 licenses'],
    ['plan_changed', 'Premium, Monthly → Enterprise, Annual'],
    ['card_changed', 'Visa ending in 4242 → Mastercard ending in 4444'],
    ['billing_details_changed', 'City: Lausanne → Morges · Postal code: 1003 → 1110'],
    ['licence_reassigned', 'Email address: lukas.weber@praxis-lac.ch → claire.dubois@praxis-lac.ch'],
    ['subscription_cancelled', 'Ends on 12 March 2027'],
    ['deletion_requested', 'Deleted on 30 December 2026'],
    ['sessions_ended', '2 sessions ended'],
    ['colleagues_two_factor_changed', 'Required of colleagues'],
    ['app_code_switch_changed', 'Not allowed'],
    ['ownership_answered', 'Declined'],
    ['sign_in_failed', null],
    ['app_usage_reported', '30 minutes of dictation'],
    ['passkey_added', null],
    ['passkey_renamed', 'Unnamed passkey → Praxis-PC Empfang'],
    ['passkey_removed', null],
    ['practice_passkeys_changed', 'Passkeys required of those who run the practice'],
    ['seats_drift', 'Ours: 5 licenses, 5 taken; Stripe: 4 (active)'],
    ['two_factor_on', null],
    ['invoice_paid', null],
  ] as const)('%s reads "%s"', (kind, expected) => {
    expect(summary(of(kind))).toBe(expected);
  });

  it('never shows a JSON dump, in any language, for any kind of the fixture', () => {
    for (const language of LANGUAGES)
      for (const entry of auditEntries)
        expect(summariseChange(entry, intlFor(language), language) ?? '', entry.kind).not.toMatch(/[{}[\]"]/);
  });

  it("names who acted: her address, or the site's admin, Stripe or our system", () => {
    expect(actorName(of('sign_in'), en)).toBe('dr.anna.muller@praxis-lac.ch');
    expect(actorName(of('blacklist_changed'), en)).toBe(
      "The site's administrator (admin@dictation.example.ch)",
    );
    expect(actorName(of('stripe_event'), en)).toBe('Stripe (payments)');
    expect(actorName(of('seats_drift'), en)).toBe('Automatic (our system)');
  });
});

describe('the export of the filtered range (docs/audit-log.md#export)', () => {
  it('asks the practice CSV for the person, kind and Zurich days chosen, and nothing left empty', async () => {
    const urls: string[] = [];
    const call = createApiClient({
      baseUrl: 'https://site.example.ch/api',
      getToken: () => 'tok_test',
      onSessionEnded: () => {},
      fetch: async (url) => {
        urls.push(String(url));
        return new Response('id\n', { headers: { 'content-type': 'text/csv' } });
      },
    });
    const filters = {
      person: ' marc.rossi@praxis-lac.ch ',
      kind: 'card_changed',
      from: '2026-03-29',
      to: '2026-12-07',
    } as const;
    await call(AUDIT_CALLS.practice.csv, auditQuery(filters));
    await call(AUDIT_CALLS.own.json, auditQuery({ ...NO_FILTERS, to: '2026-12-07' }));
    expect(urls).toEqual([
      'https://site.example.ch/api/practice/audit-log/csv?person=marc.rossi%40praxis-lac.ch&kind=card_changed&from=2026-03-29T00%3A00%3A00.000%2B01%3A00&to=2026-12-07T23%3A59%3A59.999%2B01%3A00',
      'https://site.example.ch/api/audit-log/json?to=2026-12-07T23%3A59%3A59.999%2B01%3A00',
    ]);
  });

  it("bounds a day by Zurich's midnights, summer time included", () => {
    expect(zurichDayBound('2026-07-01', false)).toBe('2026-07-01T00:00:00.000+02:00');
    expect(zurichDayBound('2026-03-29', true)).toBe('2026-03-29T23:59:59.999+02:00');
    expect(zurichDayBound('2026-10-25', false)).toBe('2026-10-25T00:00:00.000+02:00');
  });

  it('leaves out a person that is not yet a whole address, as the form refuses it', () => {
    expect(auditQuery({ ...NO_FILTERS, person: 'marc@' })).toEqual({});
  });
});
