// Lighthouse on the site's public pages, each judged against its own no-script floor: the same
// pre-rendered HTML with every script and module preload removed, served by the same built API
// (scripts/lighthouse-sites.mjs). An absolute score measures the machine as much as the page (the
// simulated phone's CPU time is the machine's, scaled); a page and its floor audited in the same
// minute on the same machine differ only by what the page's scripts cost.
// Debian's Chromium, the default (mobile) configuration with simulated throttling, in English.
// Shared by the gate (e2e project `lighthouse`, run last and alone by `npm test`) and `npm run bench`.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

/** Every page the site pre-renders (apps/site/vite/prerender-pages.ts), the public pages. */
export const LIGHTHOUSE_ROUTES = [
  '/',
  '/license',
  '/download',
  '/about',
  '/terms',
  '/privacy',
  '/support',
  '/contact',
  '/faq',
  '/signup',
  '/signin',
  '/forgot-password',
  '/reset-password-email-sent',
  '/email-validation',
];

/** Judged against the page's floor: they depend on the machine. */
export const PERFORMANCE = 'performance';
/** Judged absolutely, at 100: they do not depend on the machine. */
export const ABSOLUTE_CATEGORIES = ['accessibility', 'best-practices', 'seo'];
export const ABSOLUTE_BUDGET = 100;

const median = (values) => {
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
async function launchAuditBrowser() {
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

/**
 * Lighthouse's own measure of the machine (the benchmark it runs at the start of every audit,
 * core/lib/page-functions.js), taken on demand in a browser of its own: the median of a few
 * samples, since one sample on a shared machine moves by a third.
 */
class BenchmarkProbe {
  #browser;
  #page;

  async measure(samples = 3) {
    if (!this.#page) {
      this.#browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      this.#page = await this.#browser.newPage();
    }
    const values = [];
    for (let sample = 0; sample < samples; sample += 1) {
      values.push(await this.#page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    }
    return median(values);
  }

  async close() {
    await this.#browser?.close();
  }
}

/**
 * How far the CPU slowdown an audit's own benchmark index calls for may stray from the one it ran
 * with. Compared as slowdowns, not as indexes: above the cap every index calls for the same phone,
 * and CI's run of 2026-11-26 redid 20 pairs (5 minutes) whose indexes moved between 2000 and 3400
 * with the slowdown at 6x throughout.
 */
const STEADY_RATIO = 1.3;
/** Pairs tried at most for one run when the machine's speed keeps moving under them. */
const PAIR_ATTEMPTS = 3;

/**
 * Audits pages against their floors on a phone kept the same while the machine's speed moves.
 * Before each pair of audits it measures the machine (Lighthouse's benchmark index) and sets the
 * CPU slowdown from it; Lighthouse measures the index again at the start of each audit, and a pair
 * whose audits' own indexes call for a slowdown more than 30 % away from the one used is done
 * again, since its simulated phone was not the one calibrated.
 */
export class FloorAuditor {
  #browser;
  #probe = new BenchmarkProbe();
  /** Pairs done again because the machine's speed moved under them, for the log. */
  unsteadyPairs = 0;

  constructor(browser) {
    this.#browser = browser;
  }

  static async start() {
    return new FloorAuditor(await launchAuditBrowser());
  }

  /** One audit of each, to fill the servers' and the browser's caches before anything counts. */
  async warmUp(...urls) {
    for (const url of urls) await auditOnce(this.#browser, url, { categories: [PERFORMANCE] });
  }

  async close() {
    await this.#probe.close();
    await this.#browser.kill();
  }

  async #steadyPair(pageUrl, floorUrl) {
    let pair;
    for (let attempt = 0; attempt < PAIR_ATTEMPTS; attempt += 1) {
      const benchmarkIndex = await this.#probe.measure();
      const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
      const page = await auditOnce(this.#browser, pageUrl, { cpuSlowdown });
      const floor = await auditOnce(this.#browser, floorUrl, { cpuSlowdown, categories: [PERFORMANCE] });
      pair = { page, floor, benchmarkIndex, cpuSlowdown };
      const steady = [page, floor].every((audit) => {
        const called = cpuSlowdownFor(audit.benchmarkIndex);
        return called <= cpuSlowdown * STEADY_RATIO && called >= cpuSlowdown / STEADY_RATIO;
      });
      if (steady) return pair;
      this.unsteadyPairs += 1;
    }
    return pair;
  }

  /**
   * `runs` pairs of audits of the page and of its floor, one right after the other, each pair on
   * the CPU slowdown calibrated just before it. The result is a comparison, which `verdict` judges:
   * performance, LCP and blocking time are each side's best over the runs, the other categories
   * the medians. Another process on the machine only ever adds time to an audit, never takes it
   * away, so the best of a few audits is the page's own cost and the median still carries the
   * machine: in CI's run of 2026-11-27 the floor of "/", the same HTML without scripts, had a
   * median blocking time of 523 ms in one set of three pairs and 904 ms in the next.
   */
  async compare({ pageUrl, floorUrl, route, runs = 1, after = undefined }) {
    // A comparison judged again keeps its pairs: each is as good a sample as the ones added.
    const pairs = [...(after?.pairs ?? [])];
    while (pairs.length < runs) pairs.push(await this.#steadyPair(pageUrl, floorUrl));
    const highest = (read) => Math.max(...pairs.map(read));
    const lowest = (read) => Math.min(...pairs.map(read));
    const medianOf = (read) => median(pairs.map(read));
    const scores = {
      [PERFORMANCE]: highest((pair) => pair.page.scores[PERFORMANCE]),
      ...Object.fromEntries(ABSOLUTE_CATEGORIES.map((id) => [id, medianOf((pair) => pair.page.scores[id])])),
    };
    return {
      route,
      runs,
      pairs,
      scores,
      losses: Object.fromEntries(
        Object.keys(scores).map((id) => [id, [...new Set(pairs.flatMap((pair) => pair.page.losses[id]))]]),
      ),
      lcp: lowest((pair) => pair.page.lcp),
      tbt: lowest((pair) => pair.page.tbt),
      floor: {
        performance: highest((pair) => pair.floor.scores[PERFORMANCE]),
        lcp: lowest((pair) => pair.floor.lcp),
        tbt: lowest((pair) => pair.floor.tbt),
      },
      benchmarkIndex: medianOf((pair) => pair.benchmarkIndex),
      cpuSlowdown: medianOf((pair) => pair.cpuSlowdown),
    };
  }
}

/**
 * What is wrong with one comparison: performance more than `margin.points` under the floor's,
 * LCP more than `margin.lcpMs` over the floor's, total blocking time more than `margin.tbtMs` over
 * the floor's, another category under 100. Empty when it passes.
 *
 * Blocking time is judged of its own: it is what a page's scripts cost once they run after the
 * paint, and its points saturate. A page already at 1000 ms loses 6 points for 500 ms more, as
 * many as two audits of the same page differ by, but 500 ms of blocking time is itself plain.
 */
export function verdict(comparison, margin) {
  const failures = [];
  const pointsBehind = comparison.floor.performance - comparison.scores[PERFORMANCE];
  if (pointsBehind > margin.points) {
    failures.push(
      `performance ${comparison.scores[PERFORMANCE]} is ${pointsBehind} points under its floor's ${comparison.floor.performance} (margin ${margin.points}): ${comparison.losses[PERFORMANCE].join(', ')}`,
    );
  }
  const lcpBehind = comparison.lcp - comparison.floor.lcp;
  if (lcpBehind > margin.lcpMs) {
    failures.push(
      `LCP ${Math.round(comparison.lcp)} ms is ${Math.round(lcpBehind)} ms over its floor's ${Math.round(comparison.floor.lcp)} ms (margin ${margin.lcpMs} ms)`,
    );
  }
  const tbtBehind = comparison.tbt - comparison.floor.tbt;
  if (tbtBehind > margin.tbtMs) {
    failures.push(
      `total blocking time ${Math.round(comparison.tbt)} ms is ${Math.round(tbtBehind)} ms over its floor's ${Math.round(comparison.floor.tbt)} ms (margin ${margin.tbtMs} ms)`,
    );
  }
  for (const category of ABSOLUTE_CATEGORIES) {
    if (comparison.scores[category] < ABSOLUTE_BUDGET) {
      failures.push(
        `${category} ${comparison.scores[category]} (under ${ABSOLUTE_BUDGET}): ${comparison.losses[category].join(', ')}`,
      );
    }
  }
  return failures;
}

/**
 * A route judged as the gate judges it: one pair of audits; when that pair fails, two more pairs
 * and the best of all three decides, so that an audit slowed by the machine does not fail a page,
 * and a page that is really slower, slower in every audit, does.
 */
export async function judgeRoute(auditor, { route, pageUrl, floorUrl, margin }) {
  let comparison = await auditor.compare({ route, pageUrl, floorUrl, runs: 1 });
  let failures = verdict(comparison, margin);
  if (failures.length > 0) {
    comparison = await auditor.compare({ route, pageUrl, floorUrl, runs: 3, after: comparison });
    failures = verdict(comparison, margin);
  }
  return { comparison, failures };
}

/** One line a page: its figures beside its floor's, the calibration, and the verdict. */
export function formatComparisons(rows) {
  const header = [
    'route',
    'perf',
    'floor',
    'LCP ms',
    'floor',
    'TBT ms',
    'floor',
    'a11y',
    'bp',
    'seo',
    'index',
    'cpu x',
    'runs',
    'verdict',
  ];
  const lines = rows.map(({ comparison: c, failures }) => [
    c.route,
    String(c.scores[PERFORMANCE]),
    String(c.floor.performance),
    String(Math.round(c.lcp)),
    String(Math.round(c.floor.lcp)),
    String(Math.round(c.tbt)),
    String(Math.round(c.floor.tbt)),
    ...ABSOLUTE_CATEGORIES.map((category) => String(c.scores[category])),
    String(Math.round(c.benchmarkIndex)),
    c.cpuSlowdown.toFixed(2),
    String(c.runs),
    failures.length === 0 ? 'pass' : 'FAIL',
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...lines.map((line) => line[column].length)),
  );
  return [header, ...lines]
    .map((line) => line.map((cell, column) => cell.padEnd(widths[column])).join('  '))
    .join('\n');
}
