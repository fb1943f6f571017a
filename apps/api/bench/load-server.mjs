// The API process the load test measures, started by load.mjs with an IPC channel: the built app
// as server.ts runs it (configuration from the environment, migrations, the outbox worker), plus
// the benchmark account (unless LOAD_SEED=no: a second process on a database the first seeded),
// and its own memory figures on request. Run with --expose-gc.
const { buildApp } = await import('../dist/app.js');
const { loadConfig } = await import('../dist/config.js');
const { openDatabase } = await import('../dist/db/open-database.js');
const { startOutboxWorker } = await import('../dist/mail/outbox-worker.js');
const { hashPassword } = await import('../dist/passwords/passwords.js');
const { BENCH_EMAIL, seed } = await import('./seed.mjs');

const password = 'Bench-password-1';
const config = loadConfig(process.env);
const db = await openDatabase(config);
const seeded = process.env.LOAD_SEED !== 'no';
const token = seeded ? await seed(db, { passwordHash: await hashPassword(password) }) : null;
const app = await buildApp({ config, db });
// Sends the sign-ups' mails as they come, so the outbox is empty soon after the run.
app.addHook('onClose', startOutboxWorker({ db, config, log: app.log, intervalMs: 1_000 }).stop);
await app.listen({ port: 0, host: '127.0.0.1' });

process.on('message', async (message) => {
  if (message.type === 'sample') {
    // A full collection first when asked, so heap figures compare live data, not garbage.
    if (message.gc) globalThis.gc();
    process.send({ id: message.id, memory: process.memoryUsage(), cpu: process.cpuUsage() });
  } else if (message.type === 'outbox') {
    const { rows } = await db.query(
      `select count(*)::int as total, count(sent_at)::int as sent from mail_outbox`,
    );
    process.send({ id: message.id, ...rows[0] });
  } else if (message.type === 'stop') {
    await app.close();
    await db.close();
    process.exit(0);
  }
});

process.send({
  type: 'ready',
  url: `http://127.0.0.1:${app.server.address().port}`,
  ...(seeded ? { token, email: BENCH_EMAIL, password } : {}),
  database: db.kind,
});
