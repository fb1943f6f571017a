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

export function summarize() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const lines = [];
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
    } else if ('numPassedTests' in report) {
      // Vitest; a file that failed to load counts as a failure even with no test inside.
      passed = report.numPassedTests;
      failed =
        report.numFailedTests +
        (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? report.numFailedTestSuites : 0);
      skipped = report.numPendingTests + report.numTodoTests;
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
  return { totals, lines };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { totals, lines } = summarize();
  for (const line of lines) console.log(line);
  if (!existsSync(root) || lines.length === 0) console.log('no test reports found');
  console.log(
    `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
}
