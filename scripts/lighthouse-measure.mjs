// One Lighthouse audit of a page, with Lighthouse's own measure of the machine it ran on (the
// benchmark index it takes at the start of every audit): the layer under the floor comparisons of
// scripts/lighthouse-audit.mjs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

/** Judged against the page's floor: they depend on the machine. */
export const PERFORMANCE = 'performance';
/** Judged absolutely, at 100: they do not depend on the machine. */
export const ABSOLUTE_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The CPU slowdown that makes this machine the same simulated phone as any other: Lighthouse's
 * docs (docs/throttling.md, "Calibrating the CPU slowdown") point to the calculator at
 * lighthouse-cpu-throttling-calculator.vercel.app, whose piecewise-linear rule is this one
 * (benchmark index 150 -> 1x, 800 -> 2x, 1300 -> 3x, then one more for every 233). Lighthouse's
 * own default of 4x is this rule's value for an index of about 1533.
 *
 * The rule stops at MAX_CPU_SLOWDOWN. The calculator spells its values out up to an index of 2000
 * (6x); above it its own confidence range is as wide as the excess over 1300 divided by 233 (at
 * the index of 3000 to 3200 these machines showed on 2026-11-26: 10x to 11x, give or take 7), and
 * there both the page and its floor lose their blocking-time points entirely: the home page made
 * slower on purpose scored 70 against its floor's 80 and the real one 72 against 79, so nothing
 * told them apart. Capped, a machine faster than index 2000 simulates a somewhat faster phone
 * than a slower machine does; page and floor still share it, which is what the gate compares.
 */
export const MAX_CPU_SLOWDOWN = 6;

export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 150) return 1;
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650;
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500;
  return Math.min(MAX_CPU_SLOWDOWN, 3 + (benchmarkIndex - 1300) / 233);
}

/**
 * One browser for all runs (Lighthouse opens a fresh tab and clears the origin's storage before
 * each), started with an English interface so the site picks English (docs/languages.md#language-choice:
 * browser language).
 */
export async function launchAuditBrowser() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new', '--lang=en-US'],
    logLevel: 'silent',
  });
}

/** What cost a category points in one report: each audit under 1 with its weight, for the log. */
function shortfalls(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1)
    .map(({ ref, audit }) => `${ref.id} ${Math.round(audit.score * 100)} (weight ${ref.weight})`);
}

/** Times an audit is tried again when Lighthouse itself fails to record it. */
const RECORDING_RETRIES = 2;

/**
 * One audit of `url`, CPU slowed down by `cpuSlowdown`. `categories` defaults to all four; the
 * floor needs performance only. Returns the figures the gate reads. On a busy machine Lighthouse
 * sometimes fails to record a load (NO_NAVSTART, a protocol timeout): that says nothing of the
 * page, so such an audit is run again, and only a page that fails every time is an error.
 */
export async function auditOnce(browser, url, { cpuSlowdown, categories } = {}) {
  let runtimeError;
  for (let attempt = 0; attempt <= RECORDING_RETRIES; attempt += 1) {
    const result = await lighthouse(url, {
      port: browser.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: categories ?? [PERFORMANCE, ...ABSOLUTE_CATEGORIES],
      // Scored by no category; taking it resizes the page and captures it whole after the load.
      disableFullPageScreenshot: true,
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    runtimeError = lhr.runtimeError;
    if (!runtimeError) return figuresOf(lhr);
  }
  throw new Error(
    `Lighthouse on ${url}, ${RECORDING_RETRIES + 1} times: ${runtimeError.code} ${runtimeError.message}`,
  );
}

function figuresOf(lhr) {
  const scores = Object.fromEntries(
    Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
  );
  const losses = Object.fromEntries(Object.keys(lhr.categories).map((id) => [id, shortfalls(lhr, id)]));
  return {
    scores,
    losses,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}
