import type { AuditKind } from '@app/contracts';
import { findUserByEmail } from '../accounts/users-service.js';
import { recordAudit } from '../audit/index.js';
import type { Database, Queryable } from '../db/database.js';
import { removeIn } from '../licenses/licenses-service.js';
import { endEveryWayIn } from '../sessions/end-ways-in.js';
import { provisionPerson, provisionPersonIn } from '../sso/people.js';
import { findLiveSubscription } from '../subscriptions/subscriptions-service.js';
import type { ScimPractice } from './scim-tokens.js';
import {
  deleteScimUser,
  findScimUser,
  insertScimUser,
  provenDomainsOf,
  type ScimUserRow,
  scimUserOfExternalId,
  scimUserTaken,
  updateScimUser,
} from './scim-users-repository.js';
import {
  addressOf,
  type LicenceOutcome,
  personName,
  type ScimUserInput,
  scimError,
  valuesOf,
} from './scim-values.js';

/** Who calls: the practice whose token it carries, and where the call came from (for the audit log). */
export interface ScimContext {
  db: Database;
  practice: ScimPractice;
  from: { address: string | null; browser: string | null };
}

/**
 * docs/audit-log.md#kinds: the directory's changes, by the system (no person of ours made them),
 * for the practice, about her (who reads them as her own), her address the target.
 */
async function record(
  context: ScimContext,
  kind: AuditKind,
  row: { user_id: string; email: string },
  values: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
) {
  await recordAudit(context.db, {
    actor: { kind: 'system', userId: null, email: null },
    kind,
    from: context.from,
    practiceId: context.practice.subscriptionId,
    subjectId: row.user_id,
    target: row.email,
    before: values.before ?? null,
    after: values.after ?? null,
  });
}

/** docs/sso.md#scim: the userName is an address of one of the practice's proven domains. */
async function provenAddress(context: ScimContext, userName: unknown): Promise<string> {
  const address = addressOf(userName);
  const domain = address.slice(address.lastIndexOf('@') + 1);
  const proven = await provenDomainsOf(context.db, context.practice.subscriptionId);
  if (!proven.includes(domain))
    throw scimError(
      400,
      'invalidValue',
      "userName must be an address of one of the practice's proven domains",
    );
  return address;
}

async function rowOf(context: ScimContext, id: string): Promise<ScimUserRow> {
  const row = await findScimUser(context.db, context.practice.subscriptionId, id);
  if (!row) throw scimError(404, null, `Resource ${id.slice(0, 64)} not found`);
  return row;
}

/**
 * docs/sso.md#deprovisioning: every session and app token of hers ends and her licence of the
 * practice is removed (docs/licences.md#remove: the seat is free at once, Stripe's quantity
 * unchanged), in one transaction, within the call.
 */
async function deprovision(tx: Queryable, practice: ScimPractice, row: ScimUserRow): Promise<void> {
  await endEveryWayIn(tx, row.user_id);
  if (row.licence_status === null) return;
  const subscription = await findLiveSubscription(tx, practice.ownerId);
  if (!subscription) return;
  await removeIn(
    tx,
    { id: practice.ownerId, email: practice.ownerEmail },
    {
      subscriptionToken: subscription.token,
      email: row.email,
    },
  );
}

/** docs/sso.md#scim: POST /Users. 409 uniqueness when the directory holds her (or the external id) already. */
export async function createScimUser(
  context: ScimContext,
  input: ScimUserInput,
): Promise<{ row: ScimUserRow; licence: LicenceOutcome }> {
  const { db, practice } = context;
  const email = await provenAddress(context, input.userName);
  const values = valuesOf(input);
  const existing = await findUserByEmail(db, email);
  if (existing && (await scimUserTaken(db, practice.subscriptionId, existing.id, values.externalId)))
    throw scimError(409, 'uniqueness', 'The directory already provisioned this person');
  if (values.externalId && (await scimUserOfExternalId(db, practice.subscriptionId, values.externalId)))
    throw scimError(409, 'uniqueness', 'externalId is already in use');
  let provisioned: Awaited<ReturnType<typeof provisionPersonIn>>;
  let id: string;
  try {
    // Her account, her seat and the directory's record of her: all or nothing.
    ({ provisioned, id } = await db.transaction(async (tx) => {
      const person = await provisionPersonIn(tx, {
        subscriptionId: practice.subscriptionId,
        email,
        name: personName(input),
      });
      return {
        provisioned: person,
        id: await insertScimUser(tx, practice.subscriptionId, person.userId, values),
      };
    }));
  } catch (error) {
    // Two creations of the same person at once: the unique indexes let one through.
    if ((error as { code?: string }).code === '23505')
      throw scimError(409, 'uniqueness', 'The directory already provisioned this person');
    throw error;
  }
  let row = await rowOf(context, id);
  if (!values.active) {
    const created = row;
    await db.transaction((tx) => deprovision(tx, practice, created));
    row = await rowOf(context, id);
  }
  const licence: LicenceOutcome = values.active ? provisioned.licence : 'removed';
  await record(context, 'scim_user_provisioned', row, { after: { active: values.active, licence } });
  return { row, licence };
}

/** The directory's values of a row, for the entry's before and after. */
const shown = (row: { external_id: string | null; active: boolean; display_name: string | null }) => ({
  externalId: row.external_id,
  active: row.active,
  displayName: row.display_name,
});

/**
 * docs/sso.md#scim: PUT and PATCH (SCIMMY applied the operations to what GET gives). `active`
 * false deprovisions her; true again gives her a licence if one is free.
 */
export async function replaceScimUser(
  context: ScimContext,
  id: string,
  input: ScimUserInput,
): Promise<{ row: ScimUserRow; licence?: LicenceOutcome }> {
  const { db, practice } = context;
  const before = await rowOf(context, id);
  if (addressOf(input.userName) !== before.email)
    throw scimError(400, 'mutability', "userName is the person's account address and cannot be changed");
  const values = valuesOf(input);
  if (before.owner && !values.active)
    throw scimError(400, 'mutability', "The practice's owner cannot be deactivated by the directory");
  if (values.externalId && values.externalId !== before.external_id) {
    const holder = await scimUserOfExternalId(db, practice.subscriptionId, values.externalId);
    if (holder && holder !== id) throw scimError(409, 'uniqueness', 'externalId is already in use');
  }
  const leaving = before.active && !values.active;
  await db.transaction(async (tx) => {
    await updateScimUser(tx, id, values);
    if (leaving) await deprovision(tx, practice, before);
  });
  let licence: LicenceOutcome | undefined;
  if (!before.active && values.active) {
    licence = (
      await provisionPerson(db, { subscriptionId: practice.subscriptionId, email: before.email, name: null })
    ).licence;
  }
  const row = await rowOf(context, id);
  const kind = leaving ? 'scim_user_deprovisioned' : 'scim_user_changed';
  await record(context, kind, row, {
    before: shown(before),
    after: { ...shown(row), ...(licence ? { licence } : {}) },
  });
  return { row, licence };
}

/** docs/sso.md#deprovisioning: DELETE /Users/{id}; her account stays hers. */
export async function deleteScimUserOf(context: ScimContext, id: string): Promise<void> {
  const { db, practice } = context;
  const row = await rowOf(context, id);
  if (row.owner)
    throw scimError(400, 'mutability', "The practice's owner cannot be deactivated by the directory");
  await db.transaction(async (tx) => {
    await deprovision(tx, practice, row);
    await deleteScimUser(tx, id);
  });
  await record(context, 'scim_user_deprovisioned', row, { before: shown(row), after: { deleted: true } });
}

export { rowOf as scimUserRow };
