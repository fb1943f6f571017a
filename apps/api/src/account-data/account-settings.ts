import { deletionScheduledAt } from '@app/billing-rules';
import type { AccountSettingsResponse } from '@app/contracts';
import { appDeviceCodeSwitchOf } from '../app-auth/index.js';
import type { Database } from '../db/database.js';
import { practicePasskeysSetting } from '../passkeys/index.js';
import { ownsServingEnterprise } from '../two-factor/account-two-factor.js';
import {
  colleaguesRequirement,
  countUnusedRecoveryCodes,
  findTwoFactor,
  requiredByOwner,
} from '../two-factor/two-factor-service.js';
import { deletionRequestedAt } from './deletion-repository.js';

/**
 * The account page's sign-in, security and data section (docs/accounts.md#two-factor). The
 * practice's choices are read from `practiceOwnerId`: her own, or the practice's owner's for an
 * admin, who may change them (docs/licences.md#permissions).
 */
export async function accountSettings(
  db: Database,
  userId: string,
  practiceOwnerId = userId,
): Promise<AccountSettingsResponse> {
  const enabled = Boolean((await findTwoFactor(db, userId))?.enabled);
  const requested = await deletionRequestedAt(db, userId);
  return {
    twoFactor: {
      enabled,
      recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, userId) : 0,
      requiredByOwner: await requiredByOwner(db, userId),
    },
    colleaguesTwoFactorRequired: (await ownsServingEnterprise(db, practiceOwnerId))
      ? await colleaguesRequirement(db, practiceOwnerId)
      : null,
    appDeviceCode: await appDeviceCodeOf(db, practiceOwnerId),
    practicePasskeysRequired: await practicePasskeysSetting(db, practiceOwnerId),
    deletionScheduledAt: requested ? deletionScheduledAt(requested).toISOString() : null,
  };
}

/** docs/licences.md#device-code-switch: the owner's switch, as she sees it; null for anyone else. */
async function appDeviceCodeOf(
  db: Database,
  userId: string,
): Promise<AccountSettingsResponse['appDeviceCode']> {
  const allowed = await appDeviceCodeSwitchOf(db, userId);
  return allowed === null ? null : { allowed };
}
