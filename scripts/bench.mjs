// `npm run bench`: the figures of docs/measurements.md#measurements that are too slow for `npm
// test`, printed and checked.
//   1. Lighthouse (Debian's Chromium, mobile preset calibrated to the machine, English): every public
//      page next to its no-script floor, the best of --runs pairs of audits a page, judged as the
//      gate of `npm test` judges them (scripts/lighthouse-audit.mjs, e2e/tests/lighthouse/).
//   firstclick: a visitor's first tap on the pre-rendered pages (4x CPU, phone-sized) beside the
//      same tap once the scripts are in, judged as the gate of `npm test` judges it
//      (scripts/first-click.mjs, e2e/tests/lighthouse/first-click.spec.ts), then those pages
//      against their no-script floors (--runs pairs each).
//   2. The API benchmark (users/me and subscription-info next to a Fastify hello-world) on PGlite
//      and on a throw-away PostgreSQL server: apps/api/bench/run.mjs.
//   3. load: the 5-minute load test of mixed traffic at 50 requests/s on both databases
//      (apps/api/bench/load.mjs).
//   4. ramp: the same traffic on PostgreSQL at a rate stepped up every 30 s until p99 reaches
//      50 ms: the highest steady rate within it (load.mjs --ramp).
//   5. processes: the load test on two API processes on one PostgreSQL server, the traffic spread
//      over both, for 2 minutes: no mail lost or sent twice (load.mjs --processes 2).
//   6. chains: the request chain of /account, /payment and /license-adjustment signed in, each
//      request's depth from the browser's network log (the stack test
//      e2e/tests/stack/signed-in-request-chains.spec.ts, run on its own; E2E_PORT_OFFSET applies).
//   7. audit: 100,000 audit entries written with their chain, the admin's CSV and JSON exports of
//      them timed end to end over HTTP (under 10 s each, docs/audit-log.md#export) and the chain
//      verified (apps/api/bench/audit-export.mjs).
//   8. seats: the seat property test's long run, 1,000 random sequences with a random seed,
//      printed with the seed and how to replay it (scripts/seat-properties.mjs).
// Options: --only lighthouse,firstclick,api,load,ramp,processes,chains,audit,seats (default all), --runs N (Lighthouse pairs a page, 3).
// Exits non-zero when a part fails or a budget is missed; the last lines sum up every part.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureSystemPackages } from './ensure-system-packages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const PARTS = ['lighthouse', 'firstclick', 'api', 'load', 'ramp', 'processes', 'chains', 'audit', 'seats'];
const { values } = parseArgs({
  options: { only: { type: 'string', default: PARTS.join(',') }, runs: { type: 'string', default: '3' } },
});
const selected = values.only.split(',').map((part) => part.trim());
const runs = Number(values.runs);
if (!selected.every((part) => PARTS.includes(part)) || !(runs >= 1)) {
  console.error(`usage: npm run bench -- [--only ${PARTS.join(',')}] [--runs N]`);
  process.exit(2);
}

ensureSystemPackages();

const sh = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status === 0;

/** A free loopback port for the API the audits run against. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function waitForHealth(url, child) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The built API serving `siteDir` on a fresh embedded database, as `npm start` runs it. */
async function startSiteApi(siteDir, cleanup) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
  // Public pages only: no Stripe or mail is needed, and none is started.
  const api = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SITE_DIR: siteDir,
    },
    stdio: 'inherit',
  });
  cleanup.push(() => api.kill());
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseUrl}/api/health`, api);
  return baseUrl;
}

/**
 * The built site and its no-script floor (scripts/lighthouse-sites.mjs), each served by a built
 * API of its own, and an auditor warmed up on both; `use` gets their addresses and a function that
 * audits routes against their floors as the gate judges them. Everything started is stopped after.
 */
async function withFloorSites(use) {
  const audit = await import('./lighthouse-audit.mjs');
  const { writeFloorSite } = await import('./lighthouse-sites.mjs');
  const { marginFor } = await import('../e2e/tests/lighthouse/floor-margins.mjs');
  const cleanup = [];
  let auditor;
  try {
    const siteDir = path.join(root, 'apps/site/dist');
    const floorDir = mkdtempSync(path.join(tmpdir(), 'bench-floor-site-'));
    cleanup.push(() => rmSync(floorDir, { recursive: true, force: true }));
    writeFloorSite(siteDir, floorDir);
    const [pageBase, floorBase] = await Promise.all([
      startSiteApi(siteDir, cleanup),
      startSiteApi(floorDir, cleanup),
    ]);
    const compare = async (routes) => {
      if (!auditor) {
        auditor = await audit.FloorAuditor.start();
        await auditor.warmUp(new URL('/', pageBase).href, new URL('/', floorBase).href);
      }
      const rows = [];
      for (const route of routes) {
        const comparison = await auditor.compare({
          route,
          pageUrl: new URL(route, pageBase).href,
          floorUrl: new URL(route, floorBase).href,
          runs,
        });
        rows.push({ comparison, failures: audit.verdict(comparison, marginFor(route)) });
      }
      return { rows, unsteadyPairs: auditor.unsteadyPairs };
    };
    return await use({ pageBase, compare, cleanup });
  } finally {
    await auditor?.close();
    for (const step of cleanup.reverse()) await step();
  }
}

/**
 * Every public page against its no-script floor, as the gate of `npm test` judges them, with
 * --runs pairs of audits a page (the best of them, as the gate judges).
 */
async function lighthouse() {
  const audit = await import('./lighthouse-audit.mjs');
  const { MARGIN_RULE } = await import('../e2e/tests/lighthouse/floor-margins.mjs');
  return withFloorSites(async ({ compare }) => {
    const { rows, unsteadyPairs } = await compare(audit.LIGHTHOUSE_ROUTES);
    console.log(
      `\nLighthouse (mobile, calibrated), best of ${runs} pairs a page; margins: ${MARGIN_RULE}:\n${audit.formatComparisons(rows)}\nPairs done again because the machine's speed moved under them: ${unsteadyPairs}`,
    );
    const failures = rows.filter((row) => row.failures.length > 0);
    for (const { comparison, failures: reasons } of failures) {
      console.log(`  ${comparison.route}: ${reasons.join('; ')}`);
    }
    return {
      ok: failures.length === 0,
      summary:
        failures.length === 0
          ? 'every page within its margin of its floor'
          : `outside the margin: ${failures.map((row) => row.comparison.route).join(', ')}`,
    };
  });
}

/**
 * The first-click times beside the warm ones, on the built site as `npm start` serves it, then the
 * pages clicked on against their no-script floors: what the scripts, now fetched once the page has
 * painted, cost the page's load (docs/routes-and-screens.md#first-click).
 */
async function firstClick() {
  const { chromium } = await import('playwright');
  const { chromiumLaunchOptions } = await import('./chromium.mjs');
  const clicks = await import('./first-click.mjs');
  const audit = await import('./lighthouse-audit.mjs');
  const { MARGIN_RULE } = await import('../e2e/tests/lighthouse/floor-margins.mjs');
  return withFloorSites(async ({ pageBase, compare, cleanup }) => {
    const browser = await chromium.launch(chromiumLaunchOptions);
    cleanup.push(() => browser.close());
    const rows = await clicks.measureFirstClicks(browser, pageBase);
    console.log(
      `\nFirst tap against the same tap warm, ${clicks.FIRST_CLICK_RULE}:\n${clicks.formatFirstClicks(rows)}`,
    );
    const { rows: floors } = await compare([...new Set(clicks.FIRST_CLICKS.map((click) => click.route))]);
    console.log(
      `\nThe same pages against their no-script floors, best of ${runs} pairs; margins: ${MARGIN_RULE}:\n${audit.formatComparisons(floors)}`,
    );
    const slow = rows.filter((row) => !row.pass).map((row) => row.name);
    const behind = floors.filter((row) => row.failures.length > 0).map((row) => row.comparison.route);
    return {
      ok: slow.length === 0 && behind.length === 0,
      summary: [
        slow.length === 0 ? 'every first tap answers in time' : `slow first taps: ${slow.join(', ')}`,
        behind.length === 0
          ? 'their pages within the margin of their floors'
          : `outside the margin: ${behind.join(', ')}`,
      ].join('; '),
    };
  });
}

/** The API's load test (built below with the rest) with these options. */
const loadTest = (args) => sh(process.execPath, ['apps/api/bench/load.mjs', ...args]);

/**
 * The signed-in routes' request chains, as their stack test measures and holds them: its lines of
 * figures printed, the rest of its output only when it fails.
 */
function chains() {
  const run = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      '--project=stack',
      // Without the journeys that run before the rest (playwright.config.ts): only this file.
      '--no-deps',
      'tests/stack/signed-in-request-chains.spec.ts',
      '--reporter=list',
    ],
    { cwd: path.join(root, 'e2e'), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const figures = `${run.stdout}`.split('\n').filter((line) => line.includes('route chunk at depth'));
  for (const line of figures) console.log(line.trim());
  if (run.status !== 0) console.log(`${run.stdout}\n${run.stderr}`);
  return {
    ok: run.status === 0,
    summary:
      run.status === 0
        ? `${figures.length} signed-in routes, each one's data within one round trip of its chunk`
        : 'a route waits longer for its data: see the output above',
  };
}

const steps = {
  lighthouse,
  firstclick: firstClick,
  chains: async () => chains(),
  api: async () => ({ ok: sh('npm', ['run', 'bench', '-w', '@app/api']), summary: 'see the table above' }),
  load: async () => ({ ok: loadTest([]), summary: 'see the table above' }),
  audit: async () => ({
    ok: sh(process.execPath, ['apps/api/bench/audit-export.mjs']),
    summary: 'see the table above',
  }),
  ramp: async () => ({ ok: loadTest(['--database', 'postgres', '--ramp']), summary: 'see the table above' }),
  processes: async () => ({
    ok: loadTest(['--database', 'postgres', '--processes', '2', '--duration', '120']),
    summary: 'see the table above',
  }),
  seats: async () => ({
    ok: sh(process.execPath, ['scripts/seat-properties.mjs']),
    summary: 'see the seed and the time above',
  }),
};

// What the parts measure must be the current code.
if (
  !sh('npx', [
    'turbo',
    'run',
    'build',
    '--filter=@app/site',
    '--filter=@app/api',
    '--output-logs=errors-only',
  ])
) {
  process.exit(1);
}

const outcomes = [];
for (const part of selected) {
  console.log(`\n== ${part} ==`);
  try {
    outcomes.push({ part, ...(await steps[part]()) });
  } catch (error) {
    outcomes.push({ part, ok: false, summary: error instanceof Error ? error.message : String(error) });
  }
}
console.log('\n== summary ==');
for (const { part, ok, summary } of outcomes) console.log(`${ok ? 'pass' : 'FAIL'}  ${part}: ${summary}`);
process.exit(outcomes.every(({ ok }) => ok) ? 0 : 1);
