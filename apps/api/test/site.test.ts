import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { buildTestApp, openTestDatabase } from './helper.js';

let db: Database;
let app: FastifyInstance;
let siteDir: string;
beforeAll(async () => {
  db = await openTestDatabase();
  siteDir = await mkdtemp(path.join(tmpdir(), 'site-'));
  await writeFile(path.join(siteDir, 'index.html'), '<!doctype html><title>Dictation</title>');
  await mkdir(path.join(siteDir, 'assets'));
  await writeFile(path.join(siteDir, 'assets', 'index-abc123.js'), 'export {};');
  app = await buildTestApp(db, { siteDir });
});
afterAll(async () => {
  await app.close();
  await db.close();
  await rm(siteDir, { recursive: true, force: true });
});

describe('the built site', () => {
  it('answers client-side routes with index.html', async () => {
    const response = await app.inject({ method: 'GET', url: '/license' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Dictation</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/api/nothing-here', '/api', '/api/users/unknown?x=1'])(
    'leaves %s to the API: 404 in the shared error shape',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: true, code: 'not_found' });
    },
  );
});
