import type { Queryable } from '../db/database.js';
import { subscriptionOfStripe } from './audit-repository.js';
import { recordAudit } from './audit-service.js';

/** Where a sign-in was tried from: the request's address and browser. */
interface TriedFrom {
  address: string;
  userAgent: string | null;
}

/**
 * docs/audit-log.md#kinds: a sign-in refused, a wrong password (`invalid_credentials`) or a wrong
 * second-factor code; no route records it, as the call fails. The target is the address typed; the
 * account it names, when there is one, reads it as her own. Never the password or the code.
 */
export async function recordFailedSignIn(
  db: Queryable,
  attempt: {
    email?: string | null;
    userId: string | null;
    step: 'password' | 'second_factor' | 'passkey';
    /** Why a passkey was refused (docs/passkeys.md#sign-in): the record says what the answer does not. */
    reason?: string;
  },
  from: TriedFrom,
): Promise<void> {
  await recordAudit(db, {
    actor: { kind: 'user', userId: null, email: null },
    kind: 'sign_in_failed',
    from: { address: from.address, browser: from.userAgent },
    subjectId: attempt.userId,
    target: attempt.email ?? null,
    after: attempt.reason ? { step: attempt.step, reason: attempt.reason } : { step: attempt.step },
  });
}

/**
 * docs/audit-log.md#kinds: one of Stripe's events applied to a subscription of ours, in the
 * transaction that marks it applied; the practice is that subscription's. Its values are the
 * event's type and id: what changed is in the entries of the calls and in Stripe's dashboard.
 */
export async function recordStripeEventApplied(
  tx: Queryable,
  event: { id: string; type: string },
  stripeSubscriptionId: string,
): Promise<void> {
  const practice = await subscriptionOfStripe(tx, stripeSubscriptionId);
  await recordAudit(tx, {
    actor: { kind: 'stripe' },
    kind: 'stripe_event',
    practiceId: practice?.id ?? null,
    subjectId: practice?.ownerId ?? null,
    target: event.id,
    after: { type: event.type },
  });
}
