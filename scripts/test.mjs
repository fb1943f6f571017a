// `npm test`: every check of the project, in one command, as CI runs it.
//   1. system packages the tests need (Debian's Chromium and PostgreSQL), installed if missing;
//   2. typecheck, lint and the builds the end-to-end tests serve, through turbo;
//   3. every workspace's unit, component and API tests (turbo), the API's on a PostgreSQL server;
//   4. the story tests in the browser, with visual regression;
//   5. the end-to-end tests on the built stack (on PGlite);
//   6. the Lighthouse gate: each public page against its own no-script floor; and the first-click
//      gate: a visitor's first tap against the same tap once the scripts are in.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureSystemPackages } from './ensure-system-packages.mjs';
import { summarize } from './test-summary.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

ensureSystemPackages();

// Reports from an earlier run would be counted again; turbo restores those of cached tasks.
for (const dir of ['.', 'apps', 'packages', 'tools']) {
  for (const entry of readdirSync(dir)) {
    const results = path.join(dir, entry, 'test-results');
    try {
      if (statSync(results).isDirectory()) rmSync(results, { recursive: true, force: true });
    } catch {}
  }
}
rmSync('test-results', { recursive: true, force: true });

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const started = Date.now();
// Each step's duration, printed at the end: docs/measurements.md#ci-time holds CI to a time, and
// this says where it goes.
const durations = [];

/**
 * The commands running now, each the leader of a process group of its own. Stopped as a whole
 * (Ctrl-C, or CI's time limit sending SIGTERM), the run sends each group SIGINT, as Ctrl-C does:
 * Playwright then stops the servers it started (MailDev, the API, the emulator) and with-postgres
 * its PostgreSQL server, instead of leaving them on their ports for the next run. (Sent to npx
 * alone, the signal does not reach the Playwright under it.) What still runs 30 seconds later is
 * killed.
 */
const live = new Set();
let stopping = false;
const signalGroups = (signal) => {
  for (const child of live) {
    try {
      process.kill(-child.pid, signal);
    } catch {}
  }
};
for (const received of ['SIGINT', 'SIGTERM']) {
  process.on(received, () => {
    if (stopping) return;
    stopping = true;
    signalGroups('SIGINT');
    setTimeout(() => {
      signalGroups('SIGKILL');
      process.exit(130);
    }, 30_000).unref();
  });
}

/** Runs one command to its end, its output going to the terminal as it comes. */
const run = (command, args, env = {}, cwd = root) => {
  const line = `${command} ${args.join(' ')}${cwd === root ? '' : ` (in ${path.relative(root, cwd)})`}`;
  console.log(`\n$ ${line}`);
  const stepStarted = Date.now();
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    cwd,
    detached: true,
  });
  live.add(child);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      live.delete(child);
      durations.push(`${minutes(Date.now() - stepStarted).padStart(8)}  ${line}`);
      resolve(code === 0);
    });
  });
};

const turbo = ['turbo', 'run', '--output-logs=errors-only', '--continue', '--summarize=true'];
const e2e = path.join(root, 'e2e');
const steps = [
  () =>
    run('npx', [
      ...turbo,
      '--concurrency=2',
      'typecheck',
      'lint',
      'lint:root',
      'typecheck:root',
      'build',
      'build:mocked',
      'build-storybook',
    ]),
  // One after the other: these keep both cores nearly full (sampled every 30-60 s on an idle
  // 2-core machine, 2026-11-27: mostly 86-99 %; the journeys run one at a time about 60 %). Side by
  // side they took longer than in turn: the unit and story tests beside the journeys, 45-51
  // minutes in three runs; alone, 7.9 (units and the API's tests on PGlite), 12 (stories) and 22.5
  // (journeys), while screenshots and polls waited longer for a machine shared six ways.
  //
  // On a throw-away PostgreSQL server, the engine of a deployment: the API's tests there (pool,
  // concurrency, restarts, two processes), a few of them once more on PGlite (apps/api's
  // vitest.config.ts), whose every screen the journeys below run on, as `npm start` does.
  () =>
    run('node', [
      'scripts/with-postgres.mjs',
      '--',
      'npx',
      ...turbo,
      '--concurrency=2',
      'test',
      '--filter=!@app/e2e',
    ]),
  () => run('npx', [...turbo, 'test:stories']),
  () =>
    run('npx', ['playwright', 'test', '--project=stack', '--project=mocked', '--project=stories'], {}, e2e),
  // Lighthouse last and alone: its simulated phone scales the machine's real CPU time. The gate
  // compares each page with its floor audited in the same minute, which absorbs a machine busy
  // with other work, but not the suite's own browsers starting and stopping beside it.
  () =>
    run(
      'npx',
      ['playwright', 'test', '--project=lighthouse'],
      {
        E2E_PORT_OFFSET: '60',
        E2E_RESULTS_DIR: 'test-results/lighthouse',
        E2E_REPORT_FILE: 'test-results/playwright-lighthouse.json',
      },
      e2e,
    ),
];

/** The tasks of this run's turbo summaries (`--summarize`, in .turbo/runs), with how long each took. */
function turboTaskDurations() {
  const folder = path.join(root, '.turbo', 'runs');
  let files = [];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  const tasks = [];
  for (const name of files) {
    const file = path.join(folder, name);
    if (statSync(file).mtimeMs < started) continue;
    const summary = JSON.parse(readFileSync(file, 'utf8'));
    for (const task of summary.tasks ?? []) {
      const { startTime, endTime } = task.execution ?? {};
      if (typeof startTime === 'number' && typeof endTime === 'number')
        tasks.push({ id: task.taskId, ms: endTime - startTime, cached: task.cache?.status === 'HIT' });
    }
  }
  return tasks
    .sort((a, b) => b.ms - a.ms)
    .map(({ id, ms, cached }) => `${minutes(ms).padStart(8)}  ${id}${cached ? ' (cached)' : ''}`);
}

let ok = true;
for (const step of steps) {
  if (stopping) break;
  ok = (await step()) && ok;
}

console.log(`\nSteps (${minutes(Date.now() - started)} in all):\n${durations.join('\n')}`);
console.log(`\nTurbo's tasks of this run, longest first:\n${turboTaskDurations().join('\n')}`);
const { totals, failures } = summarize();
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && !stopping && totals.failed === 0 ? 0 : 1);
