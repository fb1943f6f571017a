import { apiError } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { countClick, deleteTrackingStat, trackingStats } from '../../tracking/index.js';
import { defineRoute } from '../define-route.js';

export interface TrackingOptions {
  db: Database;
  config: Pick<Config, 'downloadUrl'>;
}

/** Our rows are uuids; any other `_id` the contract lets through could never name one. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function trackingRoutes(app: FastifyInstance, { db, config }: TrackingOptions) {
  defineRoute(app, 'trackingClick', { db }, async ({ request, reply, input }) => {
    await countClick(db, input.id, request.log);
    // docs/routes-and-screens.md#click: the configured destination only, never a target from the request.
    return reply.redirect(config.downloadUrl, 302);
  });

  defineRoute(app, 'trackingStats', { db }, async () => trackingStats(db));

  defineRoute(app, 'deleteTrackingStat', { db }, async ({ reply, input }) => {
    // Checked here because PostgreSQL would fail the uuid cast with a 500.
    if (!UUID.test(input._id)) {
      return reply.code(400).send(
        apiError('validation_failed', {
          issues: [{ path: ['_id'], code: 'invalid_format', message: 'Not a tracking stat id.' }],
        }),
      );
    }
    await deleteTrackingStat(db, input._id);
    return { message: 'Deleted.' };
  });
}
