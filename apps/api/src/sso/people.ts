import type { Language } from '@app/contracts';
import {
  findUserByEmail,
  insertInvitedUser,
  markEmailConfirmed,
  updateUserStatus,
} from '../accounts/users-service.js';
import type { Database, Queryable } from '../db/database.js';
import { type ProvisionedSeat, provisionSeat } from '../licenses/provisioned-seat.js';
import { findSubscriptionByToken, lockUser } from '../subscriptions/subscriptions-service.js';
import { subscriptionTokenOf } from './sso-repository.js';

export type { ProvisionedSeat } from '../licenses/provisioned-seat.js';

export interface PersonToProvision {
  /** The practice (its subscription) whose provider or directory vouches for her. */
  subscriptionId: string;
  /** Her address, lower-case, in one of the practice's proven domains (the caller checked it). */
  email: string;
  /** Her name as the provider gives it (not kept: accounts carry no name but their billing details'). */
  name?: string | null;
  /** The language of a new account's mails; an existing account keeps hers. */
  lang?: Language;
}

export interface ProvisionedPerson {
  userId: string;
  licence: ProvisionedSeat;
}

/**
 * docs/sso.md#first-sign-in (and docs/sso.md#scim): the person the practice's provider or directory
 * vouches for gets an account if she has none (confirmed, for the provider proved the address's
 * domain is the practice's; no password), and a seat of the practice when one is free and she holds
 * none (docs/licences.md#one-seat-per-person: never a second seat elsewhere). One transaction.
 */
export async function provisionPerson(db: Database, person: PersonToProvision): Promise<ProvisionedPerson> {
  return db.transaction((tx) => provisionPersonIn(tx, person));
}

/** provisionPerson in the caller's transaction. */
export async function provisionPersonIn(
  tx: Queryable,
  person: PersonToProvision,
): Promise<ProvisionedPerson> {
  const email = person.email.toLowerCase();
  const token = await subscriptionTokenOf(tx, person.subscriptionId);
  const subscription = token ? await findSubscriptionByToken(tx, token) : null;
  if (!subscription) throw new Error(`no subscription ${person.subscriptionId}`);
  // The owner first, then her: the order an invitation locks them in.
  await lockUser(tx, subscription.owner_id);
  const existing = await findUserByEmail(tx, email);
  const userId = existing?.id ?? (await insertInvitedUser(tx, { email, lang: person.lang ?? 'en' }));
  await lockUser(tx, userId);
  if (!existing?.email_confirmed_at) {
    await markEmailConfirmed(tx, userId, false);
    await updateUserStatus(tx, userId);
  }
  return { userId, licence: await provisionSeat(tx, subscription, userId) };
}
