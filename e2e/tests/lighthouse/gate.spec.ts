import { expect, test } from '@playwright/test';
import * as audit from '../../../scripts/lighthouse-audit.mjs';
import { BLOCKING_MS } from '../../../scripts/lighthouse-sites.mjs';
import { FLOOR_API_PORT, SLOWED_API_PORT } from '../../playwright.config.js';
import { marginFor } from './floor-margins.mjs';

/**
 * The gate itself: the home page with one more script, which holds the main thread for 500 ms once
 * the page has loaded, after its first paint, as a page's own scripts would
 * (scripts/lighthouse-sites.mjs, served by a built API of its own), must fail it; the real page,
 * judged the same way in the same minutes, must pass. Both are judged on the best of three pairs,
 * the figures the gate decides on when a page's first pair fails.
 */
test(`a page that blocks the main thread for ${BLOCKING_MS} ms on load fails the gate; the same page without it passes`, async ({
  baseURL,
}) => {
  test.setTimeout(20 * 60_000);
  const floorUrl = `http://127.0.0.1:${FLOOR_API_PORT}/`;
  const auditor = await audit.FloorAuditor.start();
  try {
    await auditor.warmUp(new URL('/', baseURL).href, floorUrl);
    const margin = marginFor('/');
    const judged = async (route: string, pageUrl: string) => {
      const comparison = await auditor.compare({ route, pageUrl, floorUrl, runs: 3 });
      return { comparison, failures: audit.verdict(comparison, margin) };
    };
    const slowed = await judged('/ (slowed on purpose)', `http://127.0.0.1:${SLOWED_API_PORT}/`);
    const real = await judged('/', new URL('/', baseURL).href);
    console.log(`The gate on a page made slower on purpose:\n${audit.formatComparisons([slowed, real])}`);
    const slowerThanFloor = /^(performance|LCP|total blocking time) /;
    expect(slowed.failures.some((failure) => slowerThanFloor.test(failure))).toBe(true);
    expect(real.failures).toEqual([]);
  } finally {
    await auditor.close();
  }
});
