import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlow, ssoStateCookie, ssoStateOf, takeFlow } from '../../src/sso/flows.js';
import { pruneSsoFlows } from '../../src/sso/flows-pruning.js';
import { failProviderReturn, finishProviderReturn, hashTicket } from '../../src/sso/provider-return.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { practiceCalls } from '../helpers/practice-calls.js';

/** docs/sso.md#sign-in: a flow is bound to its browser and used once; the return leaves a ticket. */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());
const { enterpriseOwner } = practiceCalls(() => h);
const silent = { warn: () => {} };
const deps = () => ({ db: h.db, config: { publicUrl: 'http://localhost:3000' }, log: silent });

/** A practice with a proven domain and an OIDC connection. */
async function practiceWithConnection(owner: string, domain: string) {
  const account = await enterpriseOwner(owner, 3);
  const { rows } = await h.db.query<{ id: string }>(
    'select id from subscriptions where owner_id = $1 and ended_at is null',
    [account.userId],
  );
  const subscriptionId = rows[0]?.id as string;
  await h.db.query(
    "insert into sso_domains (subscription_id, domain, proof_token, proven_at) values ($1, $2, 'x', now())",
    [subscriptionId, domain],
  );
  const connection = await h.db.query<{ id: string }>(
    `insert into sso_connections (subscription_id, protocol, oidc_issuer, oidc_client_id)
     values ($1, 'oidc', 'http://127.0.0.1:1', 'c') returning id`,
    [subscriptionId],
  );
  return { ...account, subscriptionId, connectionId: connection.rows[0]?.id as string };
}

const ticketOf = (url: string) => new URL(url).searchParams.get('ticket') as string;

describe('flows (docs/sso.md#sign-in)', () => {
  it('are taken once, only with the same state in cookie and return', async () => {
    const practice = await practiceWithConnection('flow-owner@flow-a.ch', 'flow-a.ch');
    const { state, id } = await createFlow(h.db, { connectionId: practice.connectionId, nonce: 'n' });
    const cookie = ssoStateCookie(state, { secure: false }).split(';')[0];
    expect(ssoStateOf(cookie)).toBe(state);
    expect(await takeFlow(h.db, null, state)).toBeNull();
    // One character changed (never to itself: a state may end in any base64url character).
    const altered = `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`;
    expect(await takeFlow(h.db, state, altered)).toBeNull();
    expect(await takeFlow(h.db, state, state)).toMatchObject({
      id,
      connectionId: practice.connectionId,
      nonce: 'n',
    });
    expect(await takeFlow(h.db, state, state)).toBeNull();
  });

  it('an expired flow is refused', async () => {
    const practice = await practiceWithConnection('flow-owner@flow-b.ch', 'flow-b.ch');
    const { state, id } = await createFlow(h.db, { connectionId: practice.connectionId });
    await h.db.query("update sso_flows set expires_at = now() - interval '1 second' where id = $1", [id]);
    const other = await createFlow(h.db, { connectionId: practice.connectionId });
    await h.db.query("update sso_flows set expires_at = now() - interval '1 second' where id = $1", [
      other.id,
    ]);
    expect(await takeFlow(h.db, state, state)).toBeNull();
    // The periodic pass deletes the flows nobody came back to.
    await pruneSsoFlows(h.db);
    expect((await h.db.query('select 1 from sso_flows where id = $1', [other.id])).rows).toHaveLength(0);
  });
});

describe('the provider return (docs/sso.md#sign-in)', () => {
  it('provisions an address of a proven domain and leaves a ticket; refuses another domain', async () => {
    const practice = await practiceWithConnection('return-owner@return-a.ch', 'return-a.ch');
    const ok = await finishProviderReturn(deps(), {
      flowId: 'f',
      connectionId: practice.connectionId,
      email: 'Eva@return-a.ch',
    });
    expect(ok.redirectTo).toMatch(/^http:\/\/localhost:3000\/signin\/sso\?ticket=[A-Za-z0-9_-]{43}$/);
    const { rows } = await h.db.query<{ email: string }>(
      'select u.email from sso_tickets t join users u on u.id = t.user_id where t.ticket_hash = $1',
      [hashTicket(ticketOf(ok.redirectTo))],
    );
    expect(rows).toEqual([{ email: 'eva@return-a.ch' }]);
    const refused = await finishProviderReturn(deps(), {
      flowId: 'f',
      connectionId: practice.connectionId,
      email: 'eva@sub.return-a.ch',
    });
    const failure = await h.db.query<{ failure: string }>(
      'select failure from sso_tickets where ticket_hash = $1',
      [hashTicket(ticketOf(refused.redirectTo))],
    );
    expect(failure.rows).toEqual([{ failure: 'domain_not_proven' }]);
  });

  it('a test records who passed it and goes back to the set-up page', async () => {
    const practice = await practiceWithConnection('test-owner@return-b.ch', 'return-b.ch');
    const base = { flowId: 'f', connectionId: practice.connectionId, testUserId: practice.userId };
    expect((await finishProviderReturn(deps(), { ...base, email: 'x@elsewhere.ch' })).redirectTo).toBe(
      'http://localhost:3000/account/sso?test=failed',
    );
    expect(
      (await finishProviderReturn(deps(), { ...base, email: 'test-owner@return-b.ch' })).redirectTo,
    ).toBe('http://localhost:3000/account/sso?test=passed');
    const { rows } = await h.db.query<{ tested_by: string }>(
      'select tested_by from sso_connections where id = $1 and tested_at is not null',
      [practice.connectionId],
    );
    expect(rows).toEqual([{ tested_by: practice.userId }]);
  });

  it('without a flow writes nothing', async () => {
    expect(await failProviderReturn(deps(), 'state_mismatch', null)).toEqual({
      redirectTo: 'http://localhost:3000/signin/sso?failed=1',
    });
  });
});
