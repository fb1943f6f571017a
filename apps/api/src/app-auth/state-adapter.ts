import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database.js';
import {
  consumeRecord,
  destroyGrantRecords,
  destroyRecord,
  findRecord,
  findRecordByUid,
  findRecordByUserCode,
  upsertRecord,
} from './app-auth-repository.js';

/**
 * docs/desktop-app.md#device-code: a device code is kept this long past its end, so that the app
 * polling late is told expired_token, and a code typed late is named expired, not unknown.
 */
const DEVICE_CODE_KEPT_AFTER_END_SECONDS = 10 * 60;

/**
 * oidc-provider's storage over our database (docs/desktop-app.md#state): one table for every kind
 * of record, so a sign-in started on one API process is finished on another.
 */
export function stateAdapterFor(db: Database) {
  return (kind: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      await upsertRecord(db, {
        kind,
        id,
        payload: payload as Record<string, unknown>,
        expiresInSeconds:
          kind === 'DeviceCode' && expiresIn !== undefined
            ? expiresIn + DEVICE_CODE_KEPT_AFTER_END_SECONDS
            : expiresIn,
      });
    },
    find: async (id) => (await findRecord(db, kind, id)) as AdapterPayload | undefined,
    findByUid: async (uid) => (await findRecordByUid(db, kind, uid)) as AdapterPayload | undefined,
    findByUserCode: async (userCode) =>
      (await findRecordByUserCode(db, kind, userCode)) as AdapterPayload | undefined,
    consume: (id) => consumeRecord(db, kind, id),
    destroy: (id) => destroyRecord(db, kind, id),
    revokeByGrantId: (grantId) => destroyGrantRecords(db, grantId),
  });
}
