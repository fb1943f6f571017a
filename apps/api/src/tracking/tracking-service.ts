import type { TrackingStat } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { deleteClick, listClicks, recordClick } from './tracking-repository.js';

/** Where a click that could not be counted is reported (the request's pino logger). */
export interface ClickLog {
  error(details: object, message: string): void;
}

/** Counts a click of the download link; never fails the visitor's way to the download. */
export async function countClick(db: Queryable, clickId: string, log: ClickLog): Promise<void> {
  try {
    await recordClick(db, clickId);
  } catch (error) {
    // A lost count is better than a visitor stuck on an error page: the click still goes through.
    log.error({ err: error }, 'click not recorded');
  }
}

export async function trackingStats(db: Queryable): Promise<TrackingStat[]> {
  return listClicks(db);
}

export async function deleteTrackingStat(db: Queryable, id: string): Promise<void> {
  if (!(await deleteClick(db, id))) throw new HttpError('not_found');
}
