import { ACCOUNT_DELETION_GRACE_DAYS } from '@app/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * docs/accounts.md#account-deletion: when a pending deletion will anonymise the account, the grace
 * period after it was asked for.
 */
export function deletionScheduledAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
}

/** The accounts whose deletion was asked for before this are due for anonymisation at `now`. */
export function deletionCutoff(now: Date): Date {
  return new Date(now.getTime() - ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
}
