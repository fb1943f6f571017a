import { licenseUnused, type ReassignLicenseRequest } from '@app/contracts';
import { HttpError } from '../errors.js';
import { lastAppUse } from '../usage/index.js';
import {
  assertInvitationLimits,
  inviteIn,
  type LicensesContext,
  type Owner,
  removeIn,
} from './licenses-service.js';

/**
 * docs/licences.md#reassign: an unused licence removed and another address invited in its place, in
 * one transaction: the removal's rules and the invitation's, each written once (removeIn, inviteIn),
 * so a refused invitation leaves the licence where it was.
 */
export async function reassignLicense(
  { db, config }: LicensesContext,
  owner: Owner,
  input: ReassignLicenseRequest,
  client: string,
): Promise<void> {
  const { subscriptionToken, fromEmail, toEmail, lang } = input;
  await assertInvitationLimits(db, toEmail, client);
  await db.transaction(async (tx) => {
    await removeIn(tx, owner, { subscriptionToken, email: fromEmail }, async (seat, holderId) => {
      const lastUsed = seat.status === 'active' ? await lastAppUse(tx, holderId) : null;
      const lastUsedAt = lastUsed?.toISOString() ?? null;
      if (!licenseUnused({ status: seat.status, removable: true, lastUsedAt })) {
        throw new HttpError('license_in_use');
      }
    });
    // Offered again to the address it was taken from: she is already invited (docs/licences.md#invite).
    if (toEmail === fromEmail) throw new HttpError('already_invited');
    await inviteIn(tx, config, owner, { recipientEmail: toEmail, subscriptionToken, lang }, client);
  });
}
