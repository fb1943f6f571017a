// `npm run bench -w apps/api`: requests per second and p99 latency of users/me and
// subscription-info with a warm session, next to a bare Fastify hello-world measured in the same
// run as the ceiling, on embedded PGlite and on a throw-away PostgreSQL server. Not a test: it
// prints figures (and the target on PostgreSQL: at least 25 % of the ceiling's
// throughput, p99 under 20 ms at 50 connections).
//
// Options: --seconds N (default 10 per measurement), --connections N (default 50),
// --only pglite|postgres. Needs the API built (the npm script builds it first).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const { buildApp } = await import('../dist/app.js');
const { migrate } = await import('../dist/db/migrate.js');
const { openPglite } = await import('../dist/db/pglite.js');
const { openPostgres } = await import('../dist/db/postgres.js');
const { seed } = await import('./seed.mjs');

async function measure(url, headers) {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors and ${result.non2xx} non-2xx answers`);
  }
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

async function listen(app) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${app.server.address().port}`;
}

async function benchDatabase(kind) {
  const db =
    kind === 'postgres' ? await openPostgres(process.env.DATABASE_URL) : await openPglite('memory://');
  await migrate(db);
  const token = await seed(db);
  const app = await buildApp({
    db,
    config: {
      logLevel: 'silent',
      siteDir: null,
      stripe: null,
      invoicePaymentEnabled: false,
      publicUrl: 'http://localhost:3000',
      adminEmails: [],
      smtpUrl: 'smtp://127.0.0.1:9',
      mailFrom: 'bench@example.ch',
      downloadUrl: 'http://localhost:3000/download',
    },
  });
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const [apiUrl, helloUrl] = [await listen(app), await listen(hello)];
  const authorization = { authorization: `Bearer ${token}` };

  // A short warm-up so that neither side is measured while JIT-compiling.
  await autocannon({ url: `${apiUrl}/api/users/me`, headers: authorization, connections, duration: 2 });
  const ceiling = await measure(helloUrl, {});
  const rows = [
    ['Fastify hello-world (ceiling)', ceiling],
    ['GET /api/users/me', await measure(`${apiUrl}/api/users/me`, authorization)],
    [
      'GET /api/subscriptions/subscription-info',
      await measure(`${apiUrl}/api/subscriptions/subscription-info`, authorization),
    ],
  ];
  await app.close();
  await hello.close();
  await db.close();

  console.log(
    `\n${kind === 'postgres' ? 'PostgreSQL server' : 'PGlite (embedded)'}: ${connections} connections, ${seconds} s each`,
  );
  console.log(
    `${'call'.padEnd(42)}${'req/s'.padStart(10)}${'p99 ms'.padStart(10)}${'of ceiling'.padStart(12)}`,
  );
  for (const [name, figures] of rows) {
    const ratio = `${((figures.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)} %`;
    console.log(
      `${name.padEnd(42)}${figures.requestsPerSecond.toFixed(0).padStart(10)}${String(figures.p99).padStart(10)}${ratio.padStart(12)}`,
    );
  }
  if (kind === 'postgres') {
    const worst = rows.slice(1).map(([, figures]) => figures);
    const ratioOk = worst.every((figures) => figures.requestsPerSecond >= 0.25 * ceiling.requestsPerSecond);
    const p99Ok = worst.every((figures) => figures.p99 < 20);
    console.log(
      `target on PostgreSQL (>= 25 % of the ceiling, p99 < 20 ms): ${ratioOk && p99Ok ? 'met' : 'NOT met'}`,
    );
  }
}

if (values.only !== 'postgres') await benchDatabase('pglite');
if (values.only === 'postgres') {
  await benchDatabase('postgres');
} else if (values.only !== 'pglite') {
  // The same script again under a throw-away PostgreSQL server, which with-postgres stops afterwards.
  const child = spawnSync(
    'node',
    [
      path.join(root, 'scripts/with-postgres.mjs'),
      '--',
      'node',
      fileURLToPath(import.meta.url),
      '--only',
      'postgres',
      '--seconds',
      String(seconds),
      '--connections',
      String(connections),
    ],
    { stdio: 'inherit' },
  );
  process.exitCode = child.status ?? 1;
}
