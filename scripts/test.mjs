// `npm test`: every check of the project, in one command, as CI runs it.
//   1. system packages the tests need (Debian's Chromium and PostgreSQL), installed if missing;
//   2. typecheck, lint, unit and component tests, story tests in the browser with visual
//      regression, and end-to-end tests, through turbo (cached when nothing changed);
//   3. the API's tests and the end-to-end journeys of the stack once more on a PostgreSQL server
//      instead of embedded PGlite;
//   4. the Lighthouse gate: each public page against its own no-script floor, alone on the machine.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureSystemPackages } from './ensure-system-packages.mjs';
import { summarize } from './test-summary.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

ensureSystemPackages();

// Reports from an earlier run would be counted again; turbo restores those of cached tasks.
for (const dir of ['.', 'apps', 'packages']) {
  for (const entry of readdirSync(dir)) {
    const results = path.join(dir, entry, 'test-results');
    try {
      if (statSync(results).isDirectory()) rmSync(results, { recursive: true, force: true });
    } catch {}
  }
}
rmSync('test-results', { recursive: true, force: true });

const run = (command, args, env = {}, cwd = root) => {
  console.log(`\n$ ${command} ${args.join(' ')}${cwd === root ? '' : ` (in ${path.relative(root, cwd)})`}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, cwd });
  return result.status === 0;
};

const turbo = ['turbo', 'run', '--concurrency=2', '--output-logs=errors-only', '--continue'];
const steps = [
  () => run('npx', [...turbo, 'typecheck', 'lint', 'lint:root', 'typecheck:root']),
  () => run('npx', [...turbo, 'test', 'test:stories']),
  () =>
    run('node', [
      'scripts/with-postgres.mjs',
      '--',
      'npx',
      ...turbo,
      'test',
      '--filter=@app/api',
      '--',
      '--outputFile.json=test-results/vitest-postgres.json',
    ]),
  // The stack's journeys with the API on PostgreSQL (e2e/playwright.config.ts passes DATABASE_URL
  // on). Ports shifted and traces in a folder of their own, so nothing collides with the first
  // run; the report lands beside the first one in e2e/test-results, where test-summary counts it.
  () =>
    run(
      'node',
      ['../scripts/with-postgres.mjs', '--', 'npx', 'playwright', 'test', '--project=stack'],
      {
        E2E_PORT_OFFSET: '40',
        E2E_RESULTS_DIR: 'test-results/postgres',
        E2E_REPORT_FILE: 'test-results/playwright-postgres.json',
      },
      path.join(root, 'e2e'),
    ),
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
      path.join(root, 'e2e'),
    ),
];

let ok = true;
for (const step of steps) ok = step() && ok;

const { totals, failures } = summarize();
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
