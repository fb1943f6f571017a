import { describe, expect, it } from 'vitest';
import { expectAllRejected } from '../test/assertions.js';
import { examples } from '../test/examples.js';
import {
  CLICK_ID_MAX_LENGTH,
  deleteTrackingStatRequestSchema,
  deleteTrackingStatResponseSchema,
  trackingClickQuerySchema,
  trackingStatSchema,
  trackingStatsResponseSchema,
  UNKNOWN_CLICK_ID,
} from './tracking.js';

describe('the tracking click query', () => {
  it('keeps a usable id, trimmed', () => {
    expect(trackingClickQuerySchema.parse({ id: ' newsletter-2025-06 ' })).toEqual({
      id: 'newsletter-2025-06',
    });
    expect(trackingClickQuerySchema.parse({ id: 'Praxis Müller' })).toEqual({ id: 'Praxis Müller' });
  });

  it("records a missing or unusable id as 'unknown' rather than failing the click (docs/routes-and-screens.md#click)", () => {
    for (const id of [undefined, '', '   ', 'x'.repeat(CLICK_ID_MAX_LENGTH + 1), 'a\u0000b', ['a', 'b'], 7]) {
      expect(trackingClickQuerySchema.parse({ id })).toEqual({ id: UNKNOWN_CLICK_ID });
    }
  });

  it('drops keys added by link decorators', () => {
    expect(trackingClickQuerySchema.parse({ id: 'x', utm_source: 'mail', fbclid: 'abc' })).toEqual({
      id: 'x',
    });
  });

  it('still refuses what is not a query at all', () => {
    expectAllRejected(trackingClickQuerySchema, [null, 'id=x', 42]);
  });
});

describe('tracking stats', () => {
  it('list clicks with their date, id, whether a user has that id, and the plan or null', () => {
    expect(trackingStatsResponseSchema.parse(examples.trackingStats.response)).toEqual(
      examples.trackingStats.response,
    );
  });

  it('refuse a stat with a wrong field', () => {
    const [stat] = examples.trackingStats.response;
    expectAllRejected(trackingStatSchema, [
      { ...stat, existsInUsers: 'yes' },
      { ...stat, date: 1748772000 },
      { ...stat, plan: undefined },
      { ...stat, _id: 42 },
      { ...stat, id: 'x'.repeat(CLICK_ID_MAX_LENGTH + 1) },
    ]);
    expectAllRejected(trackingStatsResponseSchema, [{}, [{}]]);
  });

  it('delete one stat by its _id', () => {
    expect(deleteTrackingStatRequestSchema.parse({ _id: '42' })).toEqual({ _id: '42' });
    expect(deleteTrackingStatResponseSchema.parse({ message: 'Deleted.' })).toEqual({ message: 'Deleted.' });
    expectAllRejected(deleteTrackingStatRequestSchema, [
      {},
      { _id: '' },
      { _id: 42 },
      { _id: "42' OR 1=1 --" },
      { _id: '42', id: 'x' },
    ]);
    expectAllRejected(deleteTrackingStatResponseSchema, [{}]);
  });
});
