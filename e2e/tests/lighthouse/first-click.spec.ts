import { expect, test } from '@playwright/test';
import { FIRST_CLICK_RULE, formatFirstClicks, measureFirstClicks } from '../../../scripts/first-click.mjs';

/**
 * The first-click gate (docs/routes-and-screens.md#first-click): a visitor's first tap on a
 * pre-rendered page, a second after it has loaded, on a phone-sized page with the CPU slowed 4x,
 * answers within 200 ms or within twice the time of the same tap once the page's scripts are in,
 * both measured in this one run (scripts/first-click.mjs). In the Lighthouse project, which
 * `npm test` runs last and alone: a time measured beside the journeys measures them too.
 */
test('a visitor’s first tap on a pre-rendered page answers about as fast as once its scripts are in', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(10 * 60_000);
  const rows = await measureFirstClicks(browser, baseURL ?? '', { log: (line) => console.log(line) });
  console.log(`First click against warm, ${FIRST_CLICK_RULE}:\n${formatFirstClicks(rows)}`);
  for (const row of rows) {
    expect
      .soft(row.pass, `${row.name}: first ${Math.round(row.first)} ms, warm ${Math.round(row.warm)} ms`)
      .toBe(true);
  }
});
