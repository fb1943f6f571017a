import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTED_ATTEMPTS_KEPT_HOURS } from '@app/contracts';
import { PRACTICE_SERVICES, PROCESSORS, type ProcessorId } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../src/plugins/content-security-policy.js';
import { ATTEMPTS_KEPT_MINUTES } from '../src/rate-limits/attempts-pruning.js';

/**
 * docs/legal.md#processors: the privacy policy lists every company the product sends personal data
 * to, from the one list of @app/i18n (PROCESSORS). Here the API's code is held to it: every file of
 * src/ that can open a connection to somewhere (a network package, a network module of Node, or
 * fetch) names the list's entry it talks to with `processorFor('<id>')`, and that entry says it is
 * reached through that module. A new dependency must be sorted below as local or network first.
 */

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const PACKAGE = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** Dependencies that never open a connection of their own, each with what it does. */
const LOCAL_PACKAGES: Record<string, string> = {
  '@app/billing-rules': 'our subscription and billing rules, pure',
  '@app/brand': 'our brand colours and logo for the mails and PDFs',
  '@app/contracts': 'our schemas',
  '@app/i18n': 'our words',
  '@app/pricing': 'our prices',
  '@electric-sql/pglite': 'PostgreSQL inside the process, on a local folder',
  '@fastify/cors': 'answers to browsers',
  '@fastify/static': 'serves the built site',
  '@node-rs/argon2': 'password hashing',
  bowser: 'names a browser from its user agent',
  fastify: 'the server: answers, never calls out',
  fflate: 'zip files',
  // It fetches only a client's jwks_uri, sector_identifier_uri or request_uri: our one client is
  // static with none of them, and request_uri is off (docs/decisions/007-authorization-server.md).
  jose: "signs the app's offline entitlement with our own key, locally: never calls out",
  'oidc-provider': "the Windows app's authorization server: answers, never calls out",
  otpauth: 'two-factor codes, computed locally',
  pdfkit: 'PDF drawing',
  pino: 'logs to standard output',
  piscina: 'worker threads',
  qrcode: 'QR codes',
  swissqrbill: 'the QR-bill drawing',
  zod: 'validation',
  // docs/sso.md: the protocols of single sign-on and provisioning, worked locally; what reaches the
  // practice's provider is openid-client and our fetch (PRACTICE_SERVICES).
  '@node-saml/node-saml': "builds SAML requests and checks the provider's answers, locally: never calls out",
  '@xmldom/xmldom': 'reads XML',
  xpath: 'finds in XML',
  selfsigned: "makes the practice's SAML certificate, locally",
  'ipaddr.js': 'sorts network addresses (public or not), without a connection',
  // docs/decisions/012-webauthn-library.md: no attestation is asked, so its MetadataService, the one
  // part that would fetch (FIDO's metadata), is never started.
  '@simplewebauthn/server': "checks passkeys' answers, locally: never calls out",
  scimmy: "the SCIM protocol the practice's directory calls: answers, never calls out",
};

/** Node's modules that can reach the network; names of them that cannot are allowed (`isIP`). */
const NODE_NETWORK = /^(node:)?(http|https|http2|net|tls|dgram|dns)$/;
const NODE_NETWORK_HARMLESS = new Set(['isIP', 'isIPv4', 'isIPv6']);

const IMPORT = /^\s*import\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)'/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*'([^']+)'\s*\)/g;
/** A call that leaves the process without an import: the runtime's fetch, WebSocket or XMLHttpRequest. */
const GLOBAL_NETWORK = /\b(fetch|new\s+WebSocket|new\s+XMLHttpRequest)\s*\(/;
const NAMED = /processorFor\(\s*'([^']+)'\s*\)/g;
/** A practice's own service (docs/legal.md#practice-services), named as a processor is. */
const NAMED_SERVICE = /practiceServiceFor\(\s*'([^']+)'\s*\)/g;

interface OutboundFinding {
  /** The module that reaches out: a package, a Node module, or `fetch`. */
  module: string;
  problem: string;
}

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? '');

/** The modules of a file's text that open connections, each import of a value counted. */
function outboundModules(text: string): string[] {
  const found = new Set<string>();
  for (const [, typeOnly, names = '', specifier = ''] of text.matchAll(IMPORT)) {
    if (typeOnly || specifier.startsWith('.')) continue;
    if (NODE_NETWORK.test(specifier)) {
      const imported = names
        .replace(/[{}]/g, '')
        .split(',')
        .map((name) => name.trim().split(/\s+as\s+/)[0]);
      if (imported.every((name) => name && NODE_NETWORK_HARMLESS.has(name))) continue;
      found.add(specifier.replace(/^node:/, ''));
    } else if (!specifier.startsWith('node:') && !(packageOf(specifier) in LOCAL_PACKAGES)) {
      found.add(packageOf(specifier));
    }
  }
  for (const [, specifier = ''] of text.matchAll(DYNAMIC_IMPORT))
    if (
      !specifier.startsWith('.') &&
      !specifier.startsWith('node:') &&
      !(packageOf(specifier) in LOCAL_PACKAGES)
    )
      found.add(packageOf(specifier));
  if (GLOBAL_NETWORK.test(text.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, ''))) found.add('fetch');
  return [...found].sort();
}

/** What is wrong with a file's outbound calls: each must be tied to an entry of the list that reaches it so. */
function outboundFindings(text: string): OutboundFinding[] {
  const named = [...text.matchAll(NAMED)].map(([, id]) => id);
  const namedServices = [...text.matchAll(NAMED_SERVICE)].map(([, id]) => id);
  const entries = [
    ...PROCESSORS.filter((entry) => named.includes(entry.id)),
    ...PRACTICE_SERVICES.filter((entry) => namedServices.includes(entry.id)),
  ];
  return outboundModules(text).flatMap((module) => {
    if (entries.some((entry) => (entry.modules as readonly string[]).includes(module))) return [];
    const listed = PROCESSORS.find((entry) => (entry.modules as readonly string[]).includes(module));
    return [
      {
        module,
        problem: listed
          ? `uses ${module} without naming its processor: add processorFor('${listed.id}')`
          : `calls out through ${module}, which no processor of PROCESSORS (packages/i18n/src/processors.ts) names`,
      },
    ];
  });
}

const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => /\.(ts|js|mjs)$/.test(file))
  .sort();
const sources = new Map(files.map((file) => [file, readFileSync(path.join(SRC, file), 'utf8')]));

describe('the processor list (docs/legal.md#processors)', () => {
  it('names every outbound call of the API: each file that can reach a server names the processor it reaches', () => {
    const findings = [...sources].flatMap(([file, text]) =>
      outboundFindings(text).map((finding) => `${file}: ${finding.problem}`),
    );
    expect(findings).toEqual([]);
  });

  it('catches an unlisted call: a fetch, a new SDK, a socket, or a listed module under another name', () => {
    expect(outboundFindings("const answer = await fetch('https://api.example.com/v1');")).toEqual([
      { module: 'fetch', problem: expect.stringContaining('no processor of PROCESSORS') },
    ]);
    expect(outboundFindings("import { Resend } from 'resend';\nnew Resend(key);")[0]?.module).toBe('resend');
    expect(outboundFindings("import { connect } from 'node:tls';")[0]?.module).toBe('tls');
    expect(outboundFindings("import https from 'node:https';")[0]?.module).toBe('https');
    expect(
      outboundFindings(
        "import { processorFor } from '@app/i18n';\nprocessorFor('mail');\nimport Stripe from 'stripe';",
      ),
    ).toEqual([
      { module: 'stripe', problem: "uses stripe without naming its processor: add processorFor('stripe')" },
    ]);
    // What cannot reach anything is not a call: a type, an address check, a relative file.
    expect(outboundFindings("import type Stripe from 'stripe';\nimport { isIP } from 'node:net';")).toEqual(
      [],
    );
  });

  it('sorts every dependency of the API as local or as the way to a listed processor', () => {
    const reached = new Set(
      [...PROCESSORS, ...PRACTICE_SERVICES].flatMap((entry) => entry.modules as readonly string[]),
    );
    const unsorted = Object.keys(PACKAGE.dependencies).filter(
      (name) => !(name in LOCAL_PACKAGES) && !reached.has(name),
    );
    expect(unsorted).toEqual([]);
  });

  it('lists no processor the code no longer reaches', () => {
    const namedInCode = new Set(
      [...sources.values()].flatMap((text) => [...text.matchAll(NAMED)].map(([, id]) => id as ProcessorId)),
    );
    expect(PROCESSORS.map((entry) => entry.id).filter((id) => !namedInCode.has(id))).toEqual([]);
  });

  it("lets a visitor's browser reach no third party but the list's: every source of the CSP is ours or a processor's", () => {
    const csp = contentSecurityPolicy({
      publicUrl: 'https://dictation.example.ch',
      stripe: {
        secretKey: 'sk_live_x',
        publishableKey: 'pk_live_x',
        webhookSecret: 'whsec_x',
        apiUrl: undefined,
        jsUrl: undefined,
      },
    });
    const listed = new Set(
      PROCESSORS.flatMap((entry) => Object.values(entry.browserSources).flat() as string[]),
    );
    const foreign = Object.values(csp)
      .flat()
      .filter((source) => !source.startsWith("'") && !listed.has(source));
    expect(foreign).toEqual([]);
    expect(csp['script-src']).toContain('https://js.stripe.com');
  });
});

describe('what the privacy policy promises about counted sign-in attempts (docs/legal.md#retention)', () => {
  it('deletes them within the time it states', () => {
    expect(ATTEMPTS_KEPT_MINUTES).toBeLessThanOrEqual(COUNTED_ATTEMPTS_KEPT_HOURS * 60);
  });
});
