import { apiError } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../errors.js';
import { defineRoute } from '../define-route.js';
import { deleteClick, listClicks, recordClick } from './tracking-repository.js';

export interface TrackingOptions {
  db: Database;
  config: Pick<Config, 'downloadUrl'>;
}

/** Our rows are uuids; any other `_id` the contract lets through could never name one. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function trackingRoutes(app: FastifyInstance, { db, config }: TrackingOptions) {
  defineRoute(app, 'trackingClick', { db }, async ({ request, reply, input }) => {
    try {
      await recordClick(db, input.id);
    } catch (error) {
      // A lost count is better than a visitor stuck on an error page: the click still goes through.
      request.log.error({ err: error }, 'click not recorded');
    }
    // docs/routes-and-screens.md#click: the configured destination only, never a target from the request.
    return reply.redirect(config.downloadUrl, 302);
  });

  defineRoute(app, 'trackingStats', { db }, async () => listClicks(db));

  defineRoute(app, 'deleteTrackingStat', { db }, async ({ reply, input }) => {
    // Checked here because PostgreSQL would fail the uuid cast with a 500.
    if (!UUID.test(input._id)) {
      return reply.code(400).send(
        apiError('validation_failed', {
          issues: [{ path: ['_id'], code: 'invalid_format', message: 'Not a tracking stat id.' }],
        }),
      );
    }
    if (!(await deleteClick(db, input._id))) throw new HttpError('not_found');
    return { message: 'Deleted.' };
  });
}
