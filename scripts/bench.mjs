// `npm run bench`: the figures of issue 10 that are too slow for `npm test`, printed and checked.
//   1. Lighthouse (Debian's Chromium, mobile preset, English) on the five public pages the issue
//      names, the median of --runs audits per page; budget: every category at least 95.
//   2. The API benchmark (users/me and subscription-info next to a Fastify hello-world) on PGlite
//      and on a throw-away PostgreSQL server: apps/api/bench/run.mjs.
//   3. The 5-minute load test of mixed traffic on both databases: apps/api/bench/load.mjs.
// Options: --only lighthouse,api,load (default all three), --runs N (Lighthouse audits per page, 3).
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

const PARTS = ['lighthouse', 'api', 'load'];
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
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The built API serving the built site on a fresh embedded database, as `npm start` runs it. */
async function lighthouse() {
  const {
    LIGHTHOUSE_BUDGET,
    auditRoute,
    failedCategories,
    formatScores,
    launchAuditBrowser,
    LIGHTHOUSE_ROUTES,
  } = await import('./lighthouse-audit.mjs');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  // Public pages only: no Stripe or mail is needed, and none is started.
  const api = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  let browser;
  try {
    await waitForHealth(`${baseUrl}/api/health`, api);
    browser = await launchAuditBrowser();
    const results = [];
    for (const route of LIGHTHOUSE_ROUTES) {
      const result = await auditRoute(browser, baseUrl, route, runs);
      results.push(result);
      for (const category of failedCategories(result)) {
        console.log(`  ${route} ${category}: ${result.losses[category].join(', ')}`);
      }
    }
    const table = formatScores(results);
    console.log(
      `\nLighthouse, median of ${runs} (mobile preset, English), budget ${LIGHTHOUSE_BUDGET}:\n${table}`,
    );
    const failures = results.flatMap((result) =>
      failedCategories(result).map((category) => `${result.route} ${category}`),
    );
    return {
      ok: failures.length === 0,
      summary: failures.length === 0 ? 'all ≥ budget' : `below budget: ${failures.join(', ')}`,
    };
  } finally {
    await browser?.kill();
    api.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const steps = {
  lighthouse,
  api: async () => ({ ok: sh('npm', ['run', 'bench', '-w', '@app/api']), summary: 'see the table above' }),
  load: async () => ({
    ok: sh('npm', ['run', 'bench:load', '-w', '@app/api']),
    summary: 'see the table above',
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
