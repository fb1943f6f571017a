import { describe, expect, it } from 'vitest';
import { expectAllRejected } from '../test/assertions.js';
import { examples, SUBSCRIPTION_TOKEN } from '../test/examples.js';
import {
  dissociateRequestSchema,
  dissociateResponseSchema,
  licenseSchema,
  sendInvitationRequestSchema,
  sendInvitationResponseSchema,
  updateLicensesRequestSchema,
  updateLicensesResponseSchema,
} from './licenses.js';

describe('a licence', () => {
  it('has an address, a status, whether it can be removed and its use of the app', () => {
    const license = { email: 'marco@praxis.ch', status: 'pending', removable: true, usage: null };
    expect(licenseSchema.parse(license)).toEqual(license);
    // docs/licences.md#licence-statuses: an unknown status is shown, not refused.
    expect(licenseSchema.parse({ ...license, status: 'expired' }).status).toBe('expired');
  });

  it('refuses a missing or wrongly typed field', () => {
    expectAllRejected(licenseSchema, [
      { email: 'marco@praxis.ch', status: 'active' },
      { email: 'marco@praxis.ch', status: '', removable: true },
      { email: 'marco@praxis.ch', status: 'active', removable: 'yes' },
      { email: '', status: 'active', removable: true },
      // docs/desktop-app.md#usage-shown: seconds never negative, a last use an ISO date or null.
      {
        email: 'marco@praxis.ch',
        status: 'active',
        removable: true,
        usage: { monthSeconds: -1, lastUsedAt: null },
      },
      {
        email: 'marco@praxis.ch',
        status: 'active',
        removable: true,
        usage: { monthSeconds: 1, lastUsedAt: 'yesterday' },
      },
    ]);
  });
});

describe('invitations and removals', () => {
  it('accept the payloads of docs/calls.md#calls', () => {
    expect(sendInvitationRequestSchema.parse(examples.sendInvitation.request)).toEqual(
      examples.sendInvitation.request,
    );
    expect(dissociateRequestSchema.parse(examples.dissociate.request)).toEqual(examples.dissociate.request);
    expect(sendInvitationResponseSchema.parse({ message: 'Sent.' })).toEqual({ message: 'Sent.' });
    expect(dissociateResponseSchema.parse({ message: 'Removed.' })).toEqual({ message: 'Removed.' });
  });

  it('refuse invalid addresses, tokens and languages', () => {
    const valid = examples.sendInvitation.request;
    expectAllRejected(sendInvitationRequestSchema, [
      { ...valid, recipientEmail: 'marco' },
      { ...valid, recipientEmail: ['a@b.ch', 'c@d.ch'] },
      { ...valid, subscriptionToken: null },
      { ...valid, lang: 'rm' },
      { recipientEmail: valid.recipientEmail, subscriptionToken: SUBSCRIPTION_TOKEN },
    ]);
    expectAllRejected(dissociateRequestSchema, [
      { subscriptionToken: SUBSCRIPTION_TOKEN },
      { subscriptionToken: SUBSCRIPTION_TOKEN, email: 'x' },
      { subscriptionToken: 'tiny', email: 'marco@praxis.ch' },
    ]);
    expectAllRejected(sendInvitationResponseSchema, [{}, { message: false }]);
  });
});

describe('licence adjustment', () => {
  it('takes a whole new count of at least two and answers the count, when it applies, and the payment', () => {
    expect(updateLicensesRequestSchema.parse({ newLicenseCount: 2 })).toEqual({ newLicenseCount: 2 });
    expect(updateLicensesResponseSchema.parse(examples.updateLicenses.response)).toEqual(
      examples.updateLicenses.response,
    );
  });

  it('refuses counts below two, fractions, strings and extra keys', () => {
    expectAllRejected(updateLicensesRequestSchema, [
      { newLicenseCount: 1 },
      { newLicenseCount: 2.5 },
      { newLicenseCount: '4' },
      { newLicenseCount: 4, frequency: 'annual' },
      {},
    ]);
    expectAllRejected(updateLicensesResponseSchema, [
      { message: 'ok' },
      { message: 'ok', numberOfLicenses: 0, effective: 'now', effectiveDate: '2025-06-01T10:00:00.000Z' },
      { message: 'ok', numberOfLicenses: 3, effective: 'later', effectiveDate: '2025-06-01T10:00:00.000Z' },
      // A payment waiting for 3-D Secure always carries the secret to confirm it with.
      { ...examples.updateLicenses.response, clientSecret: undefined },
    ]);
  });
});
