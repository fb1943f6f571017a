import { deletionScheduledAt } from '@app/billing-rules';
import type { AccountSettingsResponse } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { ownsServingEnterprise } from '../two-factor/account-two-factor.js';
import {
  colleaguesRequirement,
  countUnusedRecoveryCodes,
  findTwoFactor,
  requiredByOwner,
} from '../two-factor/two-factor-service.js';
import { deletionRequestedAt } from './deletion-repository.js';

/** The account page's sign-in, security and data section (docs/accounts.md#two-factor). */
export async function accountSettings(db: Queryable, userId: string): Promise<AccountSettingsResponse> {
  const enabled = Boolean((await findTwoFactor(db, userId))?.enabled);
  const requested = await deletionRequestedAt(db, userId);
  return {
    twoFactor: {
      enabled,
      recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, userId) : 0,
      requiredByOwner: await requiredByOwner(db, userId),
    },
    colleaguesTwoFactorRequired: (await ownsServingEnterprise(db, userId))
      ? await colleaguesRequirement(db, userId)
      : null,
    deletionScheduledAt: requested ? deletionScheduledAt(requested).toISOString() : null,
  };
}
