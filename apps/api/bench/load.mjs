// The load test of issue 10: mixed traffic at a fixed, even rate (paced-load.mjs) on loopback for
// --duration seconds (default 300), against the built API on embedded PGlite and on a throw-away
// PostgreSQL server.
// It fails (exit 1) on any error answer, connection error or timeout, when the API falls behind
// the rate, when a sign-up's mail is not delivered, or when memory keeps growing beyond the
// bounds below (the heap after GC since the warm-up; the RSS floor from the middle third of the
// run to its last). The API runs in a child process so that its memory is measured alone.
//
// Options: --duration S (300), --rate N requests per second over all connections (50),
// --connections N (10), --warmup S (30, at most a fifth of the run), --database pglite|postgres|both,
// --max-heap-growth-mb (16), --max-rss-growth-mb (64). Needs the API built (npm run build).
import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { API_BASE_PATH, endpoints } from '@app/contracts';
import { SMTPServer } from 'smtp-server';
import { startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';
import { pacedLoad } from './paced-load.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '300' },
    rate: { type: 'string', default: '50' },
    connections: { type: 'string', default: '10' },
    warmup: { type: 'string' },
    database: { type: 'string', default: 'both' },
    'max-heap-growth-mb': { type: 'string', default: '16' },
    'max-rss-growth-mb': { type: 'string', default: '64' },
  },
});
const duration = Number(values.duration);
const rate = Number(values.rate);
const connections = Number(values.connections);
const warmup = Math.min(Number(values.warmup ?? 30), duration / 5);
const bounds = { heapMb: Number(values['max-heap-growth-mb']), rssMb: Number(values['max-rss-growth-mb']) };
const databases = values.database === 'both' ? ['pglite', 'postgres'] : [values.database];
if (!databases.every((kind) => kind === 'pglite' || kind === 'postgres') || !(duration > 0 && rate > 0)) {
  console.error('usage: node bench/load.mjs [--duration S] [--rate N] [--database pglite|postgres|both]');
  process.exit(2);
}
const SAMPLE_EVERY_MS = 5_000;
/** An answer slower than this counts as a timeout (an error). */
const TIMEOUT_SECONDS = 10;
const MB = 1024 * 1024;

const siteDir = path.resolve(here, '../../site/dist');

/** A receiving SMTP server that counts what it is given: where the sign-ups' mails go. */
async function startMailSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The API child process, with a request/answer helper over IPC. */
async function startApi(env) {
  const child = fork(path.join(here, 'load-server.mjs'), [], {
    execArgv: ['--expose-gc'],
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
  });
  const ready = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the API stopped at start (exit ${code})`)));
  });
  // Answers carry the question's id: a memory sample still on its way is not taken for another answer.
  let lastId = 0;
  const ask = (message) =>
    new Promise((resolve) => {
      lastId += 1;
      const id = lastId;
      const onMessage = (answer) => {
        if (answer.id !== id) return;
        child.off('message', onMessage);
        resolve(answer);
      };
      child.on('message', onMessage);
      child.send({ ...message, id });
    });
  return { ...ready, child, ask };
}

/** A built asset of the site (the entry script), so static files are part of the traffic. */
function siteAsset() {
  const index = path.join(siteDir, 'index.html');
  if (!existsSync(index)) return null;
  return readFileSync(index, 'utf8').match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? null;
}

/**
 * The mix: what visitors and a signed-in owner do, with a few writes. Password work (sign-in,
 * sign-up) costs about 50-100 ms of CPU each here, by design of the hash, so it is one request in
 * twenty, as on a real site, not a third of the traffic.
 */
function trafficMix(api) {
  const call = (name) => `${API_BASE_PATH}${endpoints[name].path}`;
  const json = { 'content-type': 'application/json' };
  const visitor = () => ({
    'x-forwarded-for': `10.${counter % 256}.${(counter >> 8) % 256}.${process.pid % 256}`,
  });
  const owner = { authorization: `Bearer ${api.token}` };
  let counter = 0;
  const unique = (prefix) => {
    counter += 1;
    return `${prefix}-${process.pid}-${Date.now()}-${counter}@load.example.ch`;
  };
  const asset = siteAsset();
  const pages = existsSync(path.join(siteDir, 'index.html'))
    ? [
        { method: 'GET', path: '/' },
        { method: 'GET', path: '/license' },
        ...(asset ? [{ method: 'GET', path: asset }] : []),
      ]
    : [];
  const reads = [
    ...pages,
    { method: 'GET', path: call('health') },
    { method: 'GET', path: call('usersMe'), headers: owner },
    { method: 'GET', path: call('subscriptionInfo'), headers: owner },
    { method: 'GET', path: `${call('trackingClick')}?id=load-test` },
    { method: 'GET', path: call('usersMe'), headers: owner },
    { method: 'GET', path: call('subscriptionInfo'), headers: owner },
  ];
  const writes = [
    {
      method: 'POST',
      path: call('signin'),
      headers: json,
      body: JSON.stringify({ email: api.email, password: api.password }),
    },
    {
      method: 'POST',
      path: call('signup'),
      headers: json,
      makeHeaders: visitor,
      makeBody: () => JSON.stringify({ email: unique('signup'), password: 'Load-password-1', lang: 'en' }),
    },
    {
      method: 'POST',
      path: call('forgotPassword'),
      headers: json,
      makeHeaders: visitor,
      makeBody: () => JSON.stringify({ email: unique('forgot'), lang: 'de' }),
    },
  ];
  // Each write after a run of reads, so the writes are spread over the cycle.
  const readsPerWrite = Math.max(1, Math.round((20 * writes.length - writes.length) / writes.length));
  return writes.flatMap((write, index) => [
    write,
    ...Array.from(
      { length: readsPerWrite },
      (_, offset) => reads[(index * readsPerWrite + offset) % reads.length],
    ),
  ]);
}

async function runOn(kind) {
  const sink = await startMailSink();
  const cluster = kind === 'postgres' ? await startPostgresCluster() : null;
  const dataDir = kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'load-pglite-')) : null;
  const api = await startApi({
    SMTP_URL: sink.url,
    ...(cluster ? { DATABASE_URL: cluster.url } : { DATABASE_URL: '', DATA_DIR: dataDir }),
    SITE_DIR: siteDir,
    // The visitors of the mix come through a proxy here, each from an address of its own, as on
    // a real site; otherwise the per-client limits would meet the whole load as one client.
    TRUSTED_PROXIES: '127.0.0.1',
  });
  try {
    const memory = async (gc) => (await api.ask({ type: 'sample', gc })).memory;
    const atStart = await memory(true);
    const cpuAtStart = (await api.ask({ type: 'sample', gc: false })).cpu;
    const timeline = [];
    let afterWarmup;
    const started = Date.now();
    const sampler = setInterval(async () => {
      timeline.push({ seconds: Math.round((Date.now() - started) / 1000), ...(await memory(false)) });
    }, SAMPLE_EVERY_MS);
    const warmupMark = setTimeout(async () => {
      afterWarmup = await memory(true);
    }, warmup * 1000);

    const result = await pacedLoad({
      url: api.url,
      connections,
      rate,
      duration,
      timeoutSeconds: TIMEOUT_SECONDS,
      requests: trafficMix(api),
    });
    clearInterval(sampler);
    clearTimeout(warmupMark);
    const cpu = (await api.ask({ type: 'sample', gc: false })).cpu;
    const atEnd = await memory(true);

    // Nothing lost: every mail the run put in the outbox reaches the SMTP server.
    let outbox = await api.ask({ type: 'outbox' });
    for (let waited = 0; outbox.sent < outbox.total && waited < 30; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      outbox = await api.ask({ type: 'outbox' });
    }

    const statuses = result.statuses;
    const errorAnswers = Object.entries(statuses)
      .filter(([status]) => Number(status) >= 400)
      .reduce((sum, [, count]) => sum + count, 0);
    // Answers over the time they took: an API that cannot keep up stretches the run.
    const achievedRate = result.answered / result.seconds;
    const heapGrowth = (atEnd.heapUsed - (afterWarmup ?? atStart).heapUsed) / MB;
    // RSS moves by up to a hundred megabytes between two samples (PGlite's and argon2's
    // WebAssembly memories, buffers the allocator keeps for a while), and PGlite's grows for a
    // couple of minutes while its buffer cache fills, so two single samples would call noise or a
    // filling cache a leak. What a leak raises is the floor, and keeps raising: the lowest RSS of
    // the run's last third is compared with the lowest of its middle third.
    const third = Math.max(1, Math.floor(timeline.length / 3));
    const floor = (samples) => Math.min(...samples.map((sample) => sample.rss));
    const rssGrowth = (floor(timeline.slice(-third)) - floor(timeline.slice(third, 2 * third))) / MB;
    const problems = [];
    if (errorAnswers > 0) problems.push(`${errorAnswers} error answers (${JSON.stringify(statuses)})`);
    if (result.errors > 0) problems.push(`${result.errors} connection errors`);
    if (result.timeouts > 0) problems.push(`${result.timeouts} timeouts (> ${TIMEOUT_SECONDS} s)`);
    if (achievedRate < 0.95 * rate) problems.push(`fell behind: ${achievedRate.toFixed(1)} of ${rate} req/s`);
    if (outbox.sent < outbox.total || sink.received() < outbox.total) {
      problems.push(`mail: ${outbox.total} queued, ${outbox.sent} sent, ${sink.received()} received`);
    }
    if (heapGrowth > bounds.heapMb) problems.push(`heap grew ${heapGrowth.toFixed(1)} MB after warm-up`);
    if (rssGrowth > bounds.rssMb)
      problems.push(`RSS floor grew ${rssGrowth.toFixed(1)} MB in the last third`);

    const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
    const rows = [
      [
        'database',
        kind === 'postgres' ? `PostgreSQL ${cluster.version} server` : 'PGlite (embedded, on disk)',
      ],
      [
        'target rate / achieved',
        `${rate} / ${achievedRate.toFixed(1)} req/s over ${result.seconds.toFixed(0)} s`,
      ],
      [
        'requests sent / answered (by status)',
        `${result.sent} / ${result.answered} ${JSON.stringify(statuses)}`,
      ],
      ['errors (>= 400, connection, timeout)', `${errorAnswers}, ${result.errors}, ${result.timeouts}`],
      [
        'latency p50 / p99 / max (from due time)',
        `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} ms`,
      ],
      // CPU the API spent per request: tells a slow API from a machine too busy to run it.
      [
        'API CPU per request (user + system)',
        `${((cpu.user - cpuAtStart.user + cpu.system - cpuAtStart.system) / 1000 / Math.max(1, result.answered)).toFixed(2)} ms`,
      ],
      ['mails queued / delivered', `${outbox.total} / ${sink.received()}`],
      [
        'RSS start / after warm-up / end',
        `${mb(atStart.rss)} / ${mb(afterWarmup?.rss ?? 0)} / ${mb(atEnd.rss)}`,
      ],
      [
        'heap after GC start / warm-up / end',
        `${mb(atStart.heapUsed)} / ${mb(afterWarmup?.heapUsed ?? 0)} / ${mb(atEnd.heapUsed)}`,
      ],
      [
        'RSS min / max while running',
        `${mb(Math.min(...timeline.map((s) => s.rss)))} / ${mb(Math.max(...timeline.map((s) => s.rss)))}`,
      ],
      // The shape of the curve: a cache filling flattens out, a leak keeps climbing.
      [
        'RSS each minute',
        `${timeline
          .filter(
            (sample, index) =>
              index === 0 || Math.floor(sample.seconds / 60) > Math.floor(timeline[index - 1].seconds / 60),
          )
          .map((sample) => (sample.rss / MB).toFixed(0))
          .join(' / ')} MB`,
      ],
      [
        'growth (bound)',
        `heap ${heapGrowth.toFixed(1)} MB (${bounds.heapMb}), RSS floor ${rssGrowth.toFixed(1)} MB, last third on the middle one (${bounds.rssMb})`,
      ],
      ['result', problems.length === 0 ? 'PASS' : `FAIL: ${problems.join('; ')}`],
    ];
    console.log('');
    for (const [name, value] of rows) console.log(`${name.padEnd(42)}${value}`);
    return problems.length === 0;
  } finally {
    const exited = new Promise((resolve) => api.child.once('exit', resolve));
    api.child.send({ type: 'stop' });
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    api.child.kill();
    await sink.close();
    cluster?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Load: ${rate} req/s over ${connections} connections for ${duration} s on ${databases.join(' and ')} (loopback)`,
);
let passed = true;
for (const kind of databases) passed = (await runOn(kind)) && passed;
process.exit(passed ? 0 : 1);
