// The load test of docs/measurements.md#load: mixed traffic at a fixed, even rate (paced-load.mjs) on
// loopback for --duration seconds (default 300), against the built API on embedded PGlite and on
// a throw-away PostgreSQL server.
// It fails (exit 1) on any error answer, connection error or timeout, when the API falls behind
// the rate, when a sign-up's mail is not delivered or is delivered twice, or when memory keeps
// growing beyond the bounds below (the heap after GC since the warm-up; the RSS floor from the
// middle third of the run to its last). The API runs in child processes so that its memory is
// measured alone.
//
// --processes N starts N API processes on one PostgreSQL server, the traffic spread over them in
// turn (a round-robin load balancer), each with its own outbox worker on the one outbox.
// --ramp instead steps the rate up from --rate by --ramp-factor every --step seconds until p99
// reaches --p99-ms (or an error, or falling behind), and reports the last step within it: the
// highest steady rate.
//
// Options: --duration S (300), --rate N requests per second over all connections (50),
// --connections N (10), --warmup S (30, at most a fifth of the run), --database pglite|postgres|both,
// --processes N (1; more needs postgres), --ramp, --step S (30), --ramp-factor F (1.25),
// --p99-ms (50), --max-heap-growth-mb (16), --max-rss-growth-mb (64). Needs the API built.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';
import { startApi, startMailSink } from './load-api.mjs';
import { memoryRows, sampleMemory } from './load-memory.mjs';
import { pacedLoad } from './paced-load.mjs';
import { rampRate } from './ramp.mjs';
import { trafficMix } from './traffic-mix.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '300' },
    rate: { type: 'string', default: '50' },
    connections: { type: 'string', default: '10' },
    warmup: { type: 'string' },
    database: { type: 'string', default: 'both' },
    processes: { type: 'string', default: '1' },
    ramp: { type: 'boolean', default: false },
    step: { type: 'string', default: '30' },
    'ramp-factor': { type: 'string', default: '1.25' },
    'p99-ms': { type: 'string', default: '50' },
    'max-heap-growth-mb': { type: 'string', default: '16' },
    'max-rss-growth-mb': { type: 'string', default: '64' },
  },
});
const duration = Number(values.duration);
const rate = Number(values.rate);
const connections = Number(values.connections);
const processes = Number(values.processes);
const warmup = Math.min(Number(values.warmup ?? 30), duration / 5);
const bounds = { heapMb: Number(values['max-heap-growth-mb']), rssMb: Number(values['max-rss-growth-mb']) };
const databases = values.database === 'both' ? ['pglite', 'postgres'] : [values.database];
const ramp = {
  stepSeconds: Number(values.step),
  factor: Number(values['ramp-factor']),
  p99Ms: Number(values['p99-ms']),
};
if (
  !databases.every((kind) => kind === 'pglite' || kind === 'postgres') ||
  !(duration > 0 && rate > 0 && Number.isInteger(processes) && processes >= 1) ||
  !(ramp.stepSeconds > 0 && ramp.factor > 1 && ramp.p99Ms > 0)
) {
  console.error(
    'usage: node bench/load.mjs [--duration S] [--rate N] [--database pglite|postgres|both] [--processes N] [--ramp]',
  );
  process.exit(2);
}
if (processes > 1 && databases.includes('pglite')) {
  // PGlite is a database inside one process: a second process cannot open it.
  console.error('--processes above 1 needs --database postgres');
  process.exit(2);
}
/** An answer slower than this counts as a timeout (an error). */
const TIMEOUT_SECONDS = 10;

const siteDir = path.resolve(here, '../../site/dist');

/** The API processes on one database, and the SMTP server their mails go to. */
async function startStack(kind) {
  const sink = await startMailSink();
  const cluster = kind === 'postgres' ? await startPostgresCluster() : null;
  const dataDir = kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'load-pglite-')) : null;
  const env = {
    SMTP_URL: sink.url,
    ...(cluster ? { DATABASE_URL: cluster.url } : { DATABASE_URL: '', DATA_DIR: dataDir }),
    SITE_DIR: siteDir,
    // The visitors of the mix come through a proxy here, each from an address of its own, as on
    // a real site; otherwise the per-client limits would meet the whole load as one client.
    TRUSTED_PROXIES: '127.0.0.1',
  };
  const apis = [];
  const close = async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await sink.close();
    cluster?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The first seeds the benchmark account; the others find it (and its session) in the database.
    apis.push(await startApi(env));
    for (let index = 1; index < processes; index += 1) apis.push(await startApi(env, { seed: false }));
  } catch (error) {
    await close();
    throw error;
  }
  const database =
    kind === 'postgres' ? `PostgreSQL ${cluster.version} server` : 'PGlite (embedded, on disk)';
  return { kind, database, sink, apis, requests: trafficMix(apis[0], siteDir), close };
}

/** Waits until every mail the run put in the outbox reached the SMTP server, 30 s at most. */
async function waitForOutbox(stack) {
  let outbox = await stack.apis[0].ask({ type: 'outbox' });
  for (let waited = 0; outbox.sent < outbox.total && waited < 30; waited += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    outbox = await stack.apis[0].ask({ type: 'outbox' });
  }
  return outbox;
}

const cpuOf = async (apis) => {
  const samples = await Promise.all(apis.map((api) => api.ask({ type: 'sample', gc: false })));
  return samples.reduce((sum, sample) => sum + sample.cpu.user + sample.cpu.system, 0);
};

/** Mail lost (queued but not delivered) or delivered twice. */
function mailProblems(outbox, sink) {
  const problems = [];
  if (outbox.sent < outbox.total || sink.received() < outbox.total) {
    problems.push(`mail: ${outbox.total} queued, ${outbox.sent} sent, ${sink.received()} received`);
  }
  if (sink.duplicates() > 0) problems.push(`${sink.duplicates()} mails delivered twice`);
  return problems;
}

/** Problems of the traffic: error answers, connection errors, timeouts, falling behind. */
function trafficProblems(result, targetRate) {
  const errorAnswers = Object.entries(result.statuses)
    .filter(([status]) => Number(status) >= 400)
    .reduce((sum, [, count]) => sum + count, 0);
  // Answers over the time they took: an API that cannot keep up stretches the run.
  const achievedRate = result.answered / result.seconds;
  const problems = [];
  if (errorAnswers > 0) problems.push(`${errorAnswers} error answers (${JSON.stringify(result.statuses)})`);
  if (result.errors > 0) problems.push(`${result.errors} connection errors`);
  if (result.timeouts > 0) problems.push(`${result.timeouts} timeouts (> ${TIMEOUT_SECONDS} s)`);
  if (achievedRate < 0.95 * targetRate) {
    problems.push(`fell behind: ${achievedRate.toFixed(1)} of ${targetRate} req/s`);
  }
  return { problems, errorAnswers, achievedRate };
}

/** The latencies of the password requests (sign-in, sign-up) and of the others, apart. */
const groupRows = (result) =>
  Object.entries(result.latencyByGroup)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, latency]) => [
      `  of which ${group === 'password' ? 'sign-in and sign-up' : 'the others'} (${latency.count})`,
      `${latency.p50} / ${latency.p99} / ${latency.max} ms`,
    ]);

const print = (rows) => {
  console.log('');
  for (const [name, value] of rows) console.log(`${name.padEnd(52)}${value}`);
};

/** The steady run at --rate for --duration, with the memory checks. */
async function steady(stack) {
  const { apis, sink } = stack;
  const memory = await sampleMemory(apis, { warmup, sampleEveryMs: 5_000 });
  const cpuAtStart = await cpuOf(apis);
  const result = await pacedLoad({
    urls: apis.map((api) => api.url),
    connections,
    rate,
    duration,
    timeoutSeconds: TIMEOUT_SECONDS,
    requests: stack.requests,
  });
  const cpu = await cpuOf(apis);
  const growth = await memory.finish();
  const outbox = await waitForOutbox(stack);
  const { problems, errorAnswers, achievedRate } = trafficProblems(result, rate);
  problems.push(...mailProblems(outbox, sink), ...growth.problems(bounds));

  print([
    ['database', stack.database],
    ['API processes', `${apis.length}${apis.length > 1 ? ' (requests to each in turn)' : ''}`],
    [
      'target rate / achieved',
      `${rate} / ${achievedRate.toFixed(1)} req/s over ${result.seconds.toFixed(0)} s`,
    ],
    [
      'requests sent / answered (by status)',
      `${result.sent} / ${result.answered} ${JSON.stringify(result.statuses)}`,
    ],
    ['errors (>= 400, connection, timeout)', `${errorAnswers}, ${result.errors}, ${result.timeouts}`],
    [
      'latency p50 / p99 / max (from due time)',
      `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} ms`,
    ],
    ...groupRows(result),
    [
      'slowest (seconds into the run, request)',
      result.slowest
        .map(
          (slow) =>
            `${Math.round(slow.latency)} ms at ${(slow.at / 1000).toFixed(1)} s ${slow.method} ${slow.path}`,
        )
        .join('; '),
    ],
    // CPU the API spent per request: tells a slow API from a machine too busy to run it.
    [
      'API CPU per request (user + system)',
      `${((cpu - cpuAtStart) / 1000 / Math.max(1, result.answered)).toFixed(2)} ms`,
    ],
    ['mails queued / delivered / twice', `${outbox.total} / ${sink.received()} / ${sink.duplicates()}`],
    ...memoryRows(growth, bounds),
    ['result', problems.length === 0 ? 'PASS' : `FAIL: ${problems.join('; ')}`],
  ]);
  return problems.length === 0;
}

/** The rate stepped up until p99 reaches --p99-ms: the highest steady rate within it. */
async function rampUp(stack) {
  const { apis, sink } = stack;
  const { steps, best } = await rampRate({
    ...ramp,
    startRate: rate,
    connections,
    run: (stepRate, seconds, stepConnections) =>
      pacedLoad({
        urls: apis.map((api) => api.url),
        connections: stepConnections,
        rate: stepRate,
        duration: seconds,
        timeoutSeconds: TIMEOUT_SECONDS,
        requests: stack.requests,
      }),
    problemsOf: (result, stepRate) => trafficProblems(result, stepRate).problems,
  });
  const outbox = await waitForOutbox(stack);
  const lostOrTwice = mailProblems(outbox, sink);
  print([
    ['database', stack.database],
    ['API processes', String(apis.length)],
    ...steps.flatMap((step) => [
      [
        `step ${step.rate} req/s (${step.result.answered} requests)`,
        `p50 / p99 / max ${step.result.latency.p50} / ${step.result.latency.p99} / ${step.result.latency.max} ms${step.problems.length ? `: ${step.problems.join('; ')}` : ''}`,
      ],
      ...groupRows(step.result),
    ]),
    ['mails queued / delivered / twice', `${outbox.total} / ${sink.received()} / ${sink.duplicates()}`],
    [
      `highest steady rate with p99 < ${ramp.p99Ms} ms`,
      best
        ? `${best.rate} req/s: p50 / p99 / max ${best.result.latency.p50} / ${best.result.latency.p99} / ${best.result.latency.max} ms`
        : `none (every step was over, down to ${steps.at(-1)?.rate} req/s)`,
    ],
    [
      'result',
      best && lostOrTwice.length === 0
        ? 'PASS'
        : `FAIL: ${[...(best ? [] : ['no step within the limit']), ...lostOrTwice].join('; ')}`,
    ],
  ]);
  return Boolean(best) && lostOrTwice.length === 0;
}

console.log(
  values.ramp
    ? `Ramp: from ${rate} req/s, x${ramp.factor} every ${ramp.stepSeconds} s until p99 >= ${ramp.p99Ms} ms, on ${databases.join(' and ')}, ${processes} API process(es) (loopback)`
    : `Load: ${rate} req/s over ${connections} connections for ${duration} s on ${databases.join(' and ')}, ${processes} API process(es) (loopback)`,
);
let passed = true;
for (const kind of databases) {
  const stack = await startStack(kind);
  try {
    passed = (values.ramp ? await rampUp(stack) : await steady(stack)) && passed;
  } finally {
    await stack.close();
  }
}
process.exit(passed ? 0 : 1);
