// Sums the results every test runner left in test-results/ (Vitest's and Playwright's JSON
// reports) and prints the closing line CI reads: "N passed, N failed".
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const skip = new Set(['node_modules', '.git', '.turbo', 'dist', 'storybook-static']);

function* reports(dir) {
  for (const entry of readdirSync(dir)) {
    if (skip.has(entry)) continue;
    const full = path.join(dir, entry);
    if (!statSync(full).isDirectory()) continue;
    if (entry === 'test-results') {
      for (const file of readdirSync(full)) if (file.endsWith('.json')) yield path.join(full, file);
    } else {
      yield* reports(full);
    }
  }
}

// The names of the failed tests, so that the last lines of a CI log say what to look at.
function* playwrightFailures(suite, file) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected') yield `${file}: [${test.projectName}] ${spec.title}`;
    }
  }
  for (const child of suite.suites ?? []) yield* playwrightFailures(child, suite.file ?? file);
}

function* vitestFailures(report) {
  for (const result of report.testResults ?? []) {
    const file = path.relative(root, result.name);
    const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) yield `${file}: ${test.fullName}`;
    if (failed.length === 0 && result.status === 'failed')
      yield `${file}: ${result.message || 'failed to load'}`;
  }
}

export function summarize() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const lines = [];
  const failures = [];
  for (const file of reports(root)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    if (report.stats && 'expected' in report.stats) {
      // Playwright
      passed = report.stats.expected + report.stats.flaky;
      failed = report.stats.unexpected;
      skipped = report.stats.skipped;
      for (const suite of report.suites ?? []) failures.push(...playwrightFailures(suite, suite.file));
    } else if ('numPassedTests' in report) {
      // Vitest; a file that failed to load counts as a failure even with no test inside.
      passed = report.numPassedTests;
      failed =
        report.numFailedTests +
        (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? report.numFailedTestSuites : 0);
      skipped = report.numPendingTests + report.numTodoTests;
      failures.push(...vitestFailures(report));
    } else {
      continue;
    }
    totals.passed += passed;
    totals.failed += failed;
    totals.skipped += skipped;
    lines.push(
      `${path.relative(root, file)}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
    );
  }
  return { totals, lines, failures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { totals, lines, failures } = summarize();
  for (const line of lines) console.log(line);
  for (const failure of failures) console.log(`failed: ${failure}`);
  if (!existsSync(root) || lines.length === 0) console.log('no test reports found');
  console.log(
    `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
}
