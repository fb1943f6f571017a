import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppConfig, buildApp } from '../src/app.js';
import { DEVELOPMENT_TWO_FACTOR_KEY } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away
 * database on the PostgreSQL server named by DATABASE_URL (so CI exercises both).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const image = inject('pgliteImage');
    const db = await openPglite('memory://', { image: new Blob([await readFile(image)]) });
    // Already migrated by the image (test/pglite-image.ts): a check, and nothing to apply.
    await migrate(db);
    return db;
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function buildTestApp(
  db: Database,
  config: Partial<AppConfig> = {},
  options: { requestTimeoutMs?: number } = {},
): Promise<FastifyInstance> {
  return buildApp({ config: { ...TEST_CONFIG, ...config }, db, ...options });
}

/** The app's configuration in tests: no site, no Stripe, mail to a port nothing listens on. */
export const TEST_CONFIG: AppConfig = {
  logLevel: 'silent',
  siteDir: null,
  stripe: null,
  invoicePaymentEnabled: false,
  publicUrl: 'http://localhost:3000',
  adminEmails: [],
  trustedProxies: [],

  smtpUrl: 'smtp://127.0.0.1:9',
  mailFrom: 'no-reply@example.ch',
  downloadUrl: 'https://apps.microsoft.com/detail/dictation-test',
  twoFactorKey: DEVELOPMENT_TWO_FACTOR_KEY,
};

export async function insertUser(
  db: Database,
  user: { email: string; status?: 'active' | 'pending'; role?: 'user' | 'admin' },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'insert into users (email, status, role) values ($1, $2, $3) returning id',
    [user.email, user.status ?? 'active', user.role ?? 'user'],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert returned no id');
  return id;
}
