import type { Queryable } from '../db/database.js';

/** The subscription token of a practice named by its id (what the subscriptions' finders read). */
export async function subscriptionTokenOf(db: Queryable, subscriptionId: string): Promise<string | null> {
  const { rows } = await db.query<{ token: string }>('select token from subscriptions where id = $1', [
    subscriptionId,
  ]);
  return rows[0]?.token ?? null;
}

/** A browser on its way through the provider (docs/sso.md#sign-in), as the return reads it. */
export interface StoredFlow {
  id: string;
  connection_id: string;
  nonce: string | null;
  code_verifier: string | null;
  saml_request_id: string | null;
  login_hint: string | null;
  test_user_id: string | null;
  expires_at: Date;
}

export async function insertFlow(
  db: Queryable,
  flow: Omit<StoredFlow, 'id' | 'expires_at'> & { state_hash: string; ttl_seconds: number },
): Promise<{ id: string; expires_at: Date }> {
  const { rows } = await db.query<{ id: string; expires_at: Date }>(
    `insert into sso_flows (state_hash, connection_id, nonce, code_verifier, saml_request_id, login_hint,
       test_user_id, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))
     returning id, expires_at`,
    [
      flow.state_hash,
      flow.connection_id,
      flow.nonce,
      flow.code_verifier,
      flow.saml_request_id,
      flow.login_hint,
      flow.test_user_id,
      flow.ttl_seconds,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into sso_flows returned no row');
  return row;
}

/** The flow of that state, deleted as it is read (single use), whether or not it is still live. */
export async function deleteFlowByState(db: Queryable, stateHash: string): Promise<StoredFlow | null> {
  const { rows } = await db.query<StoredFlow>(
    `delete from sso_flows where state_hash = $1
     returning id, connection_id, nonce, code_verifier, saml_request_id, login_hint, test_user_id, expires_at`,
    [stateHash],
  );
  return rows[0] ?? null;
}

/** Flows and tickets past their time, which nobody can use any more: how many went. */
export async function deleteExpiredFlowsAndTickets(db: Queryable): Promise<number> {
  const flows = await db.query('delete from sso_flows where expires_at < now() returning 1');
  const tickets = await db.query('delete from sso_tickets where expires_at < now() returning 1');
  return flows.rows.length + tickets.rows.length;
}

export async function insertTicket(
  db: Queryable,
  ticket: { ticket_hash: string; user_id: string | null; failure: string | null; ttl_seconds: number },
): Promise<void> {
  await db.query(
    `insert into sso_tickets (ticket_hash, user_id, failure, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [ticket.ticket_hash, ticket.user_id, ticket.failure, ticket.ttl_seconds],
  );
}

/** The ticket, deleted as it is read (single use); null when unknown or past its time. */
export async function takeTicket(
  db: Queryable,
  ticketHash: string,
): Promise<{ user_id: string | null; failure: string | null } | null> {
  const { rows } = await db.query<{ user_id: string | null; failure: string | null; live: boolean }>(
    `delete from sso_tickets where ticket_hash = $1 returning user_id, failure, expires_at > now() as live`,
    [ticketHash],
  );
  const row = rows[0];
  return row?.live ? { user_id: row.user_id, failure: row.failure } : null;
}

/** The practice a connection belongs to. */
export async function connectionPractice(
  db: Queryable,
  connectionId: string,
): Promise<{ subscription_id: string; protocol: 'oidc' | 'saml' } | null> {
  const { rows } = await db.query<{ subscription_id: string; protocol: 'oidc' | 'saml' }>(
    'select subscription_id, protocol from sso_connections where id = $1',
    [connectionId],
  );
  return rows[0] ?? null;
}

/** Whether the domain is one the practice proved (docs/sso.md#domain-proof). */
export async function isProvenDomainOf(
  db: Queryable,
  subscriptionId: string,
  domain: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from sso_domains where subscription_id = $1 and domain = $2 and proven_at is not null',
    [subscriptionId, domain],
  );
  return rows.length > 0;
}

/** docs/sso.md#test-before-enforce: the test passed, by whom. */
export async function recordConnectionTested(
  db: Queryable,
  connectionId: string,
  userId: string,
): Promise<void> {
  await db.query('update sso_connections set tested_at = now(), tested_by = $2 where id = $1', [
    connectionId,
    userId,
  ]);
}
