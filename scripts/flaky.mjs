// Runs chosen test files many times, each run a fresh process, and prints how often each test
// failed: the way to find a test that fails by chance before CI does.
//
//   node scripts/flaky.mjs [--runs N] [--busy] [--project NAME] [--playwright] [--stop-after K] DIR FILE...
//
//   DIR           the workspace whose runner runs the files (apps/api, packages/stripe-emulator, e2e...)
//   FILE...       test files or folders, as that runner takes them (relative to DIR)
//   --runs N      how many runs (default 20)
//   --busy        a process spinning on core 1 for the whole time (`taskset -c 1`), as a busy CI
//                 machine has beside it
//   --project P   the Vitest or Playwright project (for Playwright, run with --no-deps)
//   --playwright  the files are Playwright specs (default: Vitest)
//   --stop-after K  stop once K runs have failed (default: never)
//
// Prints one line per run, then each test that failed with its count and first message, then
// "N runs: K failed". Exits 1 when any run failed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '20' },
    busy: { type: 'boolean', default: false },
    project: { type: 'string' },
    playwright: { type: 'boolean', default: false },
    'stop-after': { type: 'string' },
  },
});
const [dir, ...files] = positionals;
const runs = Number(values.runs);
if (!dir || files.length === 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: node scripts/flaky.mjs [--runs N] [--busy] [--project P] [--playwright] DIR FILE...');
  process.exit(2);
}
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const cwd = path.resolve(root, dir);
const stopAfter = values['stop-after'] ? Number(values['stop-after']) : Number.POSITIVE_INFINITY;
const scratch = mkdtempSync(path.join(tmpdir(), 'flaky-'));
const report = path.join(scratch, 'report.json');

/** `[command, args, env]` of one run, its JSON report written to `report`. */
function command() {
  if (values.playwright) {
    const project = values.project ? [`--project=${values.project}`, '--no-deps'] : [];
    return [
      'npx',
      ['playwright', 'test', ...project, '--reporter=json', ...files],
      { PLAYWRIGHT_JSON_OUTPUT_FILE: report },
    ];
  }
  const project = values.project ? [`--project=${values.project}`] : [];
  return [
    'npx',
    ['vitest', 'run', ...project, '--reporter=json', `--outputFile.json=${report}`, ...files],
    {},
  ];
}

/** Each test's outcome in one report: name -> message ('' when it passed). */
function outcomes() {
  const results = new Map();
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    return null;
  }
  if (values.playwright) {
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const last = test.results?.at(-1);
          const failed = test.status === 'unexpected' || test.status === 'flaky';
          const message = failed ? (test.results ?? []).map((r) => r.error?.message ?? '').find(Boolean) : '';
          results.set(`${file}: [${test.projectName}] ${spec.title}`, failed ? message || last?.status : '');
        }
      }
      for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
    };
    for (const suite of parsed.suites ?? []) walk(suite, suite.file);
  } else {
    for (const file of parsed.testResults ?? []) {
      const name = path.relative(cwd, file.name);
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'skipped' || test.status === 'pending' || test.status === 'todo') continue;
        results.set(
          `${name}: ${test.fullName}`,
          test.status === 'failed' ? test.failureMessages?.[0] || 'failed' : '',
        );
      }
      if (file.status === 'failed' && (file.assertionResults ?? []).length === 0)
        results.set(`${name}: (file)`, file.message || 'failed to load');
    }
  }
  return results;
}

let spinner;
if (values.busy) {
  spinner = spawn('taskset', ['-c', '1', 'sh', '-c', 'while :; do :; done'], {
    stdio: 'ignore',
    detached: true,
  });
  console.log(`a busy loop holds core 1 (pid ${spinner.pid})`);
}
const stopSpinner = () => {
  if (spinner) {
    try {
      process.kill(-spinner.pid, 'SIGKILL');
    } catch {}
  }
};
process.on('exit', stopSpinner);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const failures = new Map();
let failedRuns = 0;
let done = 0;
const [cmd, args, env] = command();
console.log(`${runs} runs of: ${cmd} ${args.join(' ')} (in ${path.relative(root, cwd) || '.'})`);
for (let run = 1; run <= runs && failedRuns < stopAfter; run++) {
  rmSync(report, { force: true });
  const started = Date.now();
  const result = spawnSync(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  done = run;
  const seen = outcomes();
  const failedHere = seen ? [...seen].filter(([, message]) => message) : [];
  const broken = !seen || (result.status !== 0 && failedHere.length === 0);
  if (broken)
    failedHere.push(['(run)', `exit ${result.status}: ${(result.stderr || result.stdout).slice(-400)}`]);
  for (const [name, message] of failedHere) {
    const entry = failures.get(name) ?? { count: 0, message };
    entry.count += 1;
    failures.set(name, entry);
  }
  if (failedHere.length > 0) failedRuns += 1;
  const tests = seen ? seen.size : 0;
  console.log(`run ${run}: ${tests} tests, ${failedHere.length} failed (${seconds} s)`);
}
rmSync(scratch, { recursive: true, force: true });
stopSpinner();

for (const [name, { count, message }] of [...failures].sort((a, b) => b[1].count - a[1].count)) {
  console.log(`\n${count}/${done}  ${name}\n    ${String(message).split('\n').slice(0, 3).join('\n    ')}`);
}
console.log(`\n${done} runs${values.busy ? ' beside a busy core' : ''}: ${failedRuns} failed`);
process.exit(failedRuns > 0 ? 1 : 0);
