import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { open } from '../../src/two-factor/secret-box.js';
import { startTestIdp, type TestIdp } from '../helpers/saml-idp.js';
import { samlPractice } from '../helpers/saml-practice.js';
import { TEST_CONFIG, useTestApp } from '../helpers/test-app.js';

/**
 * docs/sso.md#saml, #secrets, #test-before-enforce: the practice's SAML provider saved from its
 * metadata (pasted or read from its address), our side shown on the page, and the test that
 * enforcement waits for, through the provider.
 */
let app: FastifyInstance;
let db: Database;
useTestApp({}, (opened) => ({ app, db } = opened));
const practice = samlPractice(() => ({ app, db }), 'praxis-saml.ch');
const { saveSaml, call, state } = practice;

let idp: TestIdp;
beforeAll(async () => {
  await practice.setUp();
  idp = await startTestIdp();
});
afterAll(() => idp?.close());

const stored = async () =>
  (
    await db.query<{
      id: string;
      saml_idp_entity_id: string;
      saml_sp_key_sealed: string;
      saml_sp_certificate: string;
      tested_at: Date | null;
      enforced: boolean;
    }>('select * from sso_connections where subscription_id = $1', [state.practiceId])
  ).rows[0];

describe('saving the SAML provider (docs/sso.md#saml)', () => {
  it('reads pasted metadata, makes our key pair (sealed), and shows our side', async () => {
    const response = await saveSaml({ metadataXml: idp.metadataXml });
    expect(response.statusCode, response.body).toBe(200);
    const settings = response.json();
    expect(settings.connection).toEqual({
      protocol: 'saml',
      idpEntityId: idp.entityId,
      idpSignInUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/sso$/),
    });
    const base = `http://localhost:3000/api/sso/saml/${state.practiceId}`;
    expect(settings.serviceProvider).toMatchObject({
      samlEntityId: `${base}/metadata`,
      samlAcsUrl: `${base}/acs`,
      samlMetadataUrl: `${base}/metadata`,
      samlCertificate: expect.stringMatching(/^-----BEGIN CERTIFICATE-----/),
    });
    const row = await stored();
    expect(row?.saml_sp_key_sealed).not.toMatch(/PRIVATE KEY/);
    expect(open(TEST_CONFIG.twoFactorKey, row?.id as string, row?.saml_sp_key_sealed as string)).toMatch(
      /^-----BEGIN PRIVATE KEY-----/,
    );
    // Our metadata names the same entity id, consumer address and certificate.
    const metadata = await practice.spMetadata();
    expect(metadata).toContain(`entityID="${base}/metadata"`);
    expect(metadata).toContain(`Location="${base}/acs"`);
    expect(metadata).toContain('WantAssertionsSigned="true"');
    const { rows } = await db.query<{ kind: string; target: string }>(
      `select kind, target from audit_log where kind = 'sso_connection_saved' order by id desc limit 1`,
    );
    expect(rows[0]).toEqual({ kind: 'sso_connection_saved', target: idp.entityId });
  });

  it('reads the metadata from its address, keeps our key pair, and forgets the test and enforcement', async () => {
    const before = await stored();
    await db.query('update sso_connections set tested_at = now(), enforced = true where id = $1', [
      before?.id,
    ]);
    const response = await saveSaml({ metadataUrl: idp.metadataUrl });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ testedAt: null, enforced: false });
    const after = await stored();
    expect(after).toMatchObject({ id: before?.id, saml_sp_certificate: before?.saml_sp_certificate });
  });

  const junk: [string, object][] = [
    ['text that is no XML', { metadataXml: 'this is not metadata' }],
    ['XML that is not well-formed', { metadataXml: '<EntityDescriptor entityID="x"><IDPSSODescriptor>' }],
    [
      'metadata without an identity provider',
      {
        metadataXml:
          '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://sp.test"/>',
      },
    ],
    ['metadata without a signing certificate', { metadataXml: '' }],
    ['an address that does not answer metadata', { metadataUrl: 'http://127.0.0.1:9/metadata' }],
  ];
  it.each(junk)('refuses %s saml_metadata_invalid, never 500', async (_name, payload) => {
    const body =
      'metadataXml' in payload && payload.metadataXml === ''
        ? {
            metadataXml: idp.metadataXml.replace(
              /<(\w+:)?KeyDescriptor[\s\S]*?<\/(\w+:)?KeyDescriptor>/g,
              '',
            ),
          }
        : payload;
    const response = await saveSaml(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('saml_metadata_invalid');
  });

  it('refuses metadata longer than the bound from its address', async () => {
    const server = createServer((_request, response) => response.end(`<x>${'a'.repeat(300_000)}</x>`));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const response = await saveSaml({ metadataUrl: `http://127.0.0.1:${port}/big` });
      expect(response.json().code).toBe('saml_metadata_invalid');
    } finally {
      server.close();
    }
  });
});

describe('test before enforce through SAML (docs/sso.md#test-before-enforce)', () => {
  it('records the test of the person setting it up and brings her back to the set-up page', async () => {
    expect((await saveSaml({ metadataXml: idp.metadataXml })).statusCode).toBe(200);
    const test = await call('POST', '/practice/sso/test');
    expect(test.statusCode, test.body).toBe(200);
    const { url, cookie } = await practice.start(test.json().redirectUrl);
    const form = await idp.answer(url, await practice.spMetadata(), 'owner@praxis-saml.ch');
    expect(await practice.post(form, cookie)).toBe('http://localhost:3000/account/sso?test=passed');
    const settings = (await call('GET', '/practice/sso')).json();
    expect(settings.testedAt).not.toBeNull();
    expect(settings.testedBy).toBe('owner@praxis-saml.ch');
  });
});
