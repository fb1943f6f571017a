// `node apps/api/bench/audit-export.mjs` (part `audit` of `npm run bench`): 100,000 audit entries
// written at once with their chain, then the admin's CSV and JSON exports of all of them timed end
// to end over HTTP (docs/audit-log.md#export: under 10 s each), and the chain's verification.
// Prints entries, seconds and bytes; exits non-zero past the budget. Needs the API built (dist/).
// Options: --entries N (default 100000).
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { entries: { type: 'string', default: '100000' } } });
const ENTRIES = Number(values.entries);
const BUDGET_SECONDS = 10;
const BATCH = 10_000;

const { buildApp } = await import('../dist/app.js');
const { migrate } = await import('../dist/db/migrate.js');
const { openPglite } = await import('../dist/db/pglite.js');
const { createSession } = await import('../dist/sessions/sessions-repository.js');
const { auditHash, CHAIN_START } = await import('../dist/audit/audit-chain.js');
const { verifyAuditChain } = await import('../dist/audit/index.js');
const { DEVELOPMENT_TWO_FACTOR_KEY } = await import('../dist/config.js');
const { invoicingConfig } = await import('../dist/invoices/invoicing-config.js');

const KINDS = ['sign_in', 'invitation_sent', 'seats_changed', 'card_changed', 'invoice_downloaded'];

/** Entry `id` as a practice's log holds them: people, browsers, targets, some values. */
function entryOf(id, at) {
  const seats = id % 7;
  return {
    id,
    at,
    actorKind: id % 50 === 0 ? 'stripe' : 'user',
    actorId: null,
    actorEmail: id % 50 === 0 ? null : `person${id % 400}@praxis-${id % 40}.ch`,
    practiceId: null,
    subjectId: null,
    address: `203.0.113.${id % 250}`,
    browser:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    kind: KINDS[id % KINDS.length],
    target: `colleague${id % 900}@praxis-${id % 40}.ch`,
    before: id % 3 === 0 ? { seats } : null,
    after: id % 3 === 0 ? { seats: seats + 1, note: 'a "quoted", value' } : null,
  };
}

/** The entries and their chain, written in batches of one multi-row insert each. */
async function writeEntries(db) {
  let previous = CHAIN_START;
  const start = Date.now() - ENTRIES * 1000;
  for (let first = 1; first <= ENTRIES; first += BATCH) {
    const rows = [];
    for (let id = first; id < Math.min(first + BATCH, ENTRIES + 1); id += 1) {
      const row = entryOf(id, new Date(start + id * 1000));
      const hash = auditHash(previous, row);
      rows.push({ ...row, at: row.at.toISOString(), prevHash: previous, hash });
      previous = hash;
    }
    await db.query(
      `insert into audit_log (id, at, actor_kind, actor_id, actor_email, practice_id, subject_id, address,
                              browser, kind, target, before, after, prev_hash, hash)
       select id, at, "actorKind", null, "actorEmail", null, null, address, browser, kind, target,
              before, after, "prevHash", hash
         from jsonb_to_recordset($1::jsonb) as entry(id bigint, at timestamptz, "actorKind" text,
              "actorEmail" text, address text, browser text, kind text, target text, before jsonb,
              after jsonb, "prevHash" text, hash text)`,
      [JSON.stringify(rows)],
    );
  }
  await db.query('update audit_chain set last_id = $1, last_hash = $2', [ENTRIES, previous]);
}

async function adminToken(db) {
  const { rows } = await db.query(
    `insert into users (email, status, role, email_confirmed_at) values ('admin@bench.example.ch', 'active', 'admin', now())
     returning id`,
  );
  await db.query(
    `insert into two_factor (user_id, secret_ciphertext, enabled_at) values ($1, 'bench', now())`,
    [rows[0].id],
  );
  return createSession(db, rows[0].id, { userAgent: null, clientAddress: null, secondFactor: true });
}

/** One export over HTTP, read to its end as a browser saves it: seconds, bytes and lines. */
async function timedExport(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { seconds: (performance.now() - started) / 1000, bytes, lines };
}

const db = await openPglite('memory://');
await migrate(db);
let started = performance.now();
await writeEntries(db);
const writeSeconds = (performance.now() - started) / 1000;
const token = await adminToken(db);
const app = await buildApp({
  db,
  config: {
    logLevel: 'silent',
    siteDir: null,
    stripe: null,
    invoicePaymentEnabled: false,
    publicUrl: 'http://localhost:3000',
    adminEmails: [],
    trustedProxies: [],
    smtpUrl: 'smtp://127.0.0.1:9',
    mailFrom: 'bench@example.ch',
    downloadUrl: 'http://localhost:3000/download',
    twoFactorKey: DEVELOPMENT_TWO_FACTOR_KEY,
    appOfflineGraceDays: 14,
    appDevicesPerSeat: 3,
    creditLimitCents: 0,
    ...invoicingConfig({ INVOICE_PAYMENT_ENABLED: false }, []),
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${app.server.address().port}/api/admin/audit-log`;
const csv = await timedExport(`${base}/csv`, token);
const json = await timedExport(`${base}/json`, token);
started = performance.now();
const verified = await verifyAuditChain(db);
const verifySeconds = (performance.now() - started) / 1000;
await app.close();
await db.close();

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `audit log on PGlite (embedded): ${ENTRIES} entries written with their chain in ${writeSeconds.toFixed(1)} s`,
);
console.log(
  `${'export'.padEnd(10)}${'entries'.padStart(10)}${'seconds'.padStart(10)}${'bytes'.padStart(14)}`,
);
for (const [name, figures] of [
  ['CSV', { ...csv, entries: csv.lines - 1 }],
  // JSON: one entry a line between the brackets' lines.
  ['JSON', { ...json, entries: json.lines - 2 }],
]) {
  console.log(
    `${name.padEnd(10)}${String(figures.entries).padStart(10)}${figures.seconds.toFixed(2).padStart(10)}${mb(figures.bytes).padStart(14)}`,
  );
}
console.log(
  `verification: ${verified.entriesChecked} entries in ${verifySeconds.toFixed(2)} s, ${verified.intact ? 'intact' : 'BROKEN'}`,
);
const ok = csv.seconds < BUDGET_SECONDS && json.seconds < BUDGET_SECONDS && verified.intact;
console.log(
  `target (each export of ${ENTRIES} entries under ${BUDGET_SECONDS} s): ${ok ? 'met' : 'NOT met'}`,
);
process.exitCode = ok ? 0 : 1;
