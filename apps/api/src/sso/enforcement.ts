import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../errors.js';
import { issueOneTimeToken } from '../tokens/one-time-tokens.js';
import { apiUrlOf, type SsoPractice } from './practice-sso.js';
import { connectionOf, deleteConnection, practiceOwner, setEnforced } from './settings-repository.js';

/**
 * docs/sso.md#test-before-enforce: the person setting it up goes through the provider once; the
 * address carries a one-time token of hers (10 minutes), which the start exchanges for a test flow.
 */
export async function testSsoConnection(
  db: Database,
  config: Pick<Config, 'publicUrl'>,
  practice: SsoPractice,
  tester: { id: string },
): Promise<{ redirectUrl: string }> {
  if (!(await connectionOf(db, practice.subscriptionId))) throw new HttpError('sso_connection_missing');
  const token = await issueOneTimeToken(db, { purpose: 'sso_test', userId: tester.id });
  return { redirectUrl: `${apiUrlOf(config)}/sso/start?test=${token}` };
}

/**
 * docs/sso.md#enforcement, #break-glass: on only after a test, and only while the owner has
 * two-factor sign-in (her break-glass password needs it); off at any time.
 */
export async function setSsoEnforcement(
  db: Database,
  practice: SsoPractice,
  enforced: boolean,
): Promise<void> {
  const connection = await connectionOf(db, practice.subscriptionId);
  if (enforced) {
    if (!connection) throw new HttpError('sso_connection_missing');
    if (!connection.tested_at) throw new HttpError('sso_not_tested');
    if (!(await practiceOwner(db, practice.subscriptionId))?.two_factor)
      throw new HttpError('break_glass_needs_two_factor');
  }
  if (connection) await setEnforced(db, practice.subscriptionId, enforced);
}

/** docs/sso.md#test-before-enforce: removing the provider forgets the test and ends enforcement with it. */
export async function removeSsoConnection(db: Database, practice: SsoPractice): Promise<void> {
  await deleteConnection(db, practice.subscriptionId);
}
