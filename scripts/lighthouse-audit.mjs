// Lighthouse on the site's public pages, as the issue measures them: Debian's Chromium, the
// default (mobile) configuration with simulated throttling, the four categories, in English.
// Shared by the budget test (e2e, project `lighthouse`) and `npm run bench`.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

/** The pages the issue names. */
export const LIGHTHOUSE_ROUTES = ['/', '/license', '/download', '/faq', '/signin'];

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Below this score in any category a page fails (the budget; the target is 100). */
export const LIGHTHOUSE_BUDGET = 95;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};

/** What cost a category points in one report: each audit under 1 with its weight, for the log. */
function shortfalls(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1)
    .map(({ ref, audit }) => `${ref.id} ${Math.round(audit.score * 100)} (weight ${ref.weight})`);
}

/**
 * One browser for all runs (Lighthouse opens a fresh tab and clears the origin's storage before
 * each), started with an English interface so the site picks English (SPEC §1: browser language).
 */
export async function launchAuditBrowser() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new', '--lang=en-US'],
    logLevel: 'silent',
  });
}

/**
 * Audits `baseUrl + route` `runs` times and returns each category's median score (0-100): on a
 * busy machine the simulated performance score still moves by a few points from run to run.
 */
export async function auditRoute(browser, baseUrl, route, runs) {
  const reports = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(new URL(route, baseUrl).href, {
      port: browser.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: LIGHTHOUSE_CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${route}`);
    if (result.lhr.runtimeError) {
      throw new Error(
        `Lighthouse on ${route}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    }
    reports.push(result.lhr);
  }
  /** @type {Record<string, number>} */
  const scores = {};
  /** @type {Record<string, string[]>} */
  const losses = {};
  for (const category of LIGHTHOUSE_CATEGORIES) {
    scores[category] = median(reports.map((lhr) => Math.round((lhr.categories[category].score ?? 0) * 100)));
    losses[category] = [...new Set(reports.flatMap((lhr) => shortfalls(lhr, category)))];
  }
  return { route, runs, scores, losses };
}

/** The categories of one route's result under the budget. */
export function failedCategories(result, budget = LIGHTHOUSE_BUDGET) {
  return LIGHTHOUSE_CATEGORIES.filter((category) => result.scores[category] < budget);
}

/** `route  perf a11y bp seo` lines, for the test log and the bench summary. */
export function formatScores(results) {
  const header = ['route', ...LIGHTHOUSE_CATEGORIES];
  const rows = results.map((result) => [
    result.route,
    ...LIGHTHOUSE_CATEGORIES.map((category) => String(result.scores[category])),
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column].length)),
  );
  return [header, ...rows]
    .map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  '))
    .join('\n');
}
