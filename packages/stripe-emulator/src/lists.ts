import { invalidRequest } from './errors.js';
import type { Params } from './params.js';

export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export function listOf<T>(data: T[], url: string, hasMore = false): ListObject<T> {
  return { object: 'list', data, has_more: hasMore, url };
}

/**
 * Stripe's cursor pagination: newest first, `limit` 1..100 (default 10), `starting_after` /
 * `ending_before` by id. `items` must already be newest first.
 */
export function paginate<T extends { id: string }>(items: T[], params: Params, url: string): ListObject<T> {
  const limit = params.int('limit') ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalidRequest('Invalid limit: must be between 1 and 100', 'limit', 'parameter_invalid_integer');
  }
  const startingAfter = params.string('starting_after');
  const endingBefore = params.string('ending_before');
  if (startingAfter) {
    const index = items.findIndex((item) => item.id === startingAfter);
    const rest = index === -1 ? [] : items.slice(index + 1);
    return listOf(rest.slice(0, limit), url, rest.length > limit);
  }
  if (endingBefore) {
    const index = items.findIndex((item) => item.id === endingBefore);
    const before = index === -1 ? [] : items.slice(0, index);
    return listOf(before.slice(-limit), url, before.length > limit);
  }
  return listOf(items.slice(0, limit), url, items.length > limit);
}

export function newestFirst<T>(items: T[]): T[] {
  return [...items].reverse();
}
