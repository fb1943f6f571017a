import { expect, test } from '@playwright/test';
import * as audit from '../../../scripts/lighthouse-audit.mjs';
import { BLOCKING_PHONE_MS } from '../../../scripts/lighthouse-sites.mjs';
import { FLOOR_API_PORT, SLOWED_API_PORT } from '../../playwright.config.js';
import { marginFor } from './floor-margins.mjs';

/**
 * The gate itself: the home page with one more script, which holds the main thread of the simulated
 * phone for about 500 ms once the page has loaded, after its first paint, as a page's own scripts
 * would (a fixed amount of work: scripts/lighthouse-sites.mjs, served by a built API of its own),
 * must fail it,
 * judged exactly as the gate judges the real page; the real page, judged the same way in the same
 * minute, must pass.
 */
test(`a page that blocks the phone's main thread for about ${BLOCKING_PHONE_MS} ms on load fails the gate; the same page without it passes`, async ({
  baseURL,
}) => {
  test.setTimeout(20 * 60_000);
  const floorUrl = `http://127.0.0.1:${FLOOR_API_PORT}/`;
  const auditor = await audit.FloorAuditor.start();
  try {
    await auditor.warmUp(new URL('/', baseURL).href, floorUrl);
    const margin = marginFor('/');
    const slowed = await audit.judgeRoute(auditor, {
      route: '/ (slowed on purpose)',
      pageUrl: `http://127.0.0.1:${SLOWED_API_PORT}/`,
      floorUrl,
      margin,
    });
    const real = await audit.judgeRoute(auditor, {
      route: '/',
      pageUrl: new URL('/', baseURL).href,
      floorUrl,
      margin,
    });
    console.log(`The gate on a page made slower on purpose:\n${audit.formatComparisons([slowed, real])}`);
    expect(slowed.failures.some((failure) => /^(performance|LCP) /.test(failure))).toBe(true);
    expect(real.failures).toEqual([]);
  } finally {
    await auditor.close();
  }
});
