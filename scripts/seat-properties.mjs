// The long run of the seat property test (docs/licences.md#seat-reconciliation,
// docs/measurements.md#seat-properties): apps/api/test/licenses/seat-properties.test.ts with a
// random seed and 1,000 sequences, no time bound, on PGlite as `npm test` runs it. Prints the seed
// it used, how to replay it, and the time taken. `npm run bench -- --only seats` runs it; alone:
//   node scripts/seat-properties.mjs [--runs N] [--seed S|random]
// A failure prints the shrunk sequence, and SEAT_PROPERTY_SEED=<seed> SEAT_PROPERTY_PATH=<path>
// replays exactly that sequence.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '1000' }, seed: { type: 'string', default: 'random' } },
});
const seed = values.seed === 'random' ? String(Math.floor(Math.random() * 2 ** 31)) : values.seed;
console.log(`seat properties: ${values.runs} sequences, seed ${seed}`);
const started = Date.now();
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project=api', 'test/licenses/seat-properties.test.ts', '--reporter=default'],
  {
    cwd: path.join(root, 'apps/api'),
    env: { ...process.env, SEAT_PROPERTY_RUNS: values.runs, SEAT_PROPERTY_SEED: seed },
    stdio: 'inherit',
  },
);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  `seat properties: ${run.status === 0 ? 'passed' : 'FAILED'}, ${values.runs} sequences, seed ${seed}, ${minutes} min` +
    `\n  replay: SEAT_PROPERTY_SEED=${seed} SEAT_PROPERTY_RUNS=${values.runs} npx vitest run --project=api test/licenses/seat-properties.test.ts (in apps/api)`,
);
process.exit(run.status ?? 1);
