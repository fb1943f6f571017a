import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/passwords/passwords.js';
import { appSignIn, postForm } from '../helpers/app-auth-flow.js';
import { licenseCalls } from '../helpers/license-calls.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';

/**
 * docs/accounts.md#colleagues-two-factor: accepting a seat whose owner requires two-factor sign-in
 * ends the app sign-ins approved without it, as it ends such browser sessions.
 */

let h: PaymentsHarness;
let base = '';
beforeAll(async () => {
  h = await startPaymentsHarness();
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
});
afterAll(() => h.close());

const { info, enterpriseOwner, invite } = licenseCalls(() => h);

describe('a seat requiring two-factor sign-in', () => {
  it('ends, once accepted, the app sign-ins she approved without her second factor', async () => {
    const owner = await enterpriseOwner('app-seat-owner@clinic.ch');
    expect(
      (await h.call('POST', '/account/two-factor/colleagues', owner.token, { required: true })).statusCode,
    ).toBe(200);
    const invitee = await h.customer('app-seat-invitee@clinic.ch');
    await h.db.query('update users set password_hash = $2 where id = $1', [
      invitee.userId,
      await hashPassword('Her-own-pw-1'),
    ]);
    const tokens = await appSignIn(base, invitee.token, { device_name: 'PC-Praxis' });
    await invite(owner.token, owner.subscriptionToken, 'app-seat-invitee@clinic.ch');
    const [offer] = (await info(invitee.token)).invitations;

    const accepted = await h.call('POST', '/licenses/accept-invitation', invitee.token, {
      invitationId: offer.id,
    });
    expect(accepted.statusCode).toBe(200);

    const next = await h.app.inject({
      method: 'GET',
      url: '/api/app/blacklist?lang=de',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(next.statusCode).toBe(401);
    const refreshed = await postForm(base, '/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.body.error).toBe('invalid_grant');
  });
});
