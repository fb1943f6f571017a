import { expect, test } from '@playwright/test';
import * as audit from '../../../scripts/lighthouse-audit.mjs';
import { FLOOR_API_PORT } from '../../playwright.config.js';
import { MARGIN_RULE, marginFor } from './floor-margins.mjs';

/**
 * The Lighthouse gate: every public page against its own no-script floor (the same pre-rendered
 * HTML without scripts, served by the same built API), audited one right after the other on a
 * phone calibrated to the machine's benchmark index. Performance may fall behind the floor's by
 * the page's margin (floor-margins.mjs), LCP and total blocking time likewise; accessibility, best
 * practices and SEO must be 100. `npm test` runs this project last and alone (scripts/test.mjs).
 */
test('every public page stays within its margin of its no-script floor', async ({ baseURL }) => {
  test.setTimeout(45 * 60_000);
  const floorBase = `http://127.0.0.1:${FLOOR_API_PORT}`;
  const auditor = await audit.FloorAuditor.start();
  try {
    await auditor.warmUp(new URL('/', baseURL).href, new URL('/', floorBase).href);
    const rows = [];
    for (const route of audit.LIGHTHOUSE_ROUTES) {
      const started = Date.now();
      const row = await audit.judgeRoute(auditor, {
        route,
        pageUrl: new URL(route, baseURL).href,
        floorUrl: new URL(route, floorBase).href,
        margin: marginFor(route),
      });
      rows.push(row);
      // One line as each page is judged: the step is long, and a log cut short still says where.
      console.log(
        `${audit.formatComparisons([row]).split('\n')[1]}  (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    }
    console.log(
      `Lighthouse (mobile, calibrated), each page against its no-script floor; margins: ${MARGIN_RULE}:\n${audit.formatComparisons(rows)}\nPairs done again because the machine's speed moved under them: ${auditor.unsteadyPairs}`,
    );
    for (const { comparison, failures } of rows) {
      expect.soft(failures, `${comparison.route} (best of ${comparison.runs})`).toEqual([]);
    }
  } finally {
    await auditor.close();
  }
});
