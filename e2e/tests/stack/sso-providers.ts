import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import dns2 from 'dns2';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * What a practice's IT runs, started by the single sign-on journeys on loopback and offline
 * (docs/sso.md): the DNS server the API asks for a domain's TXT proof, and a clinic's OpenID
 * provider (oidc-provider, the certified library) with a sign-in page a browser fills in.
 */

/** Reads a browser's form post (application/x-www-form-urlencoded). */
export async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A page of the providers: plain HTML, as a provider's own sign-in page is (not our site's). */
export function sendPage(response: ServerResponse, title: string, body: string) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
      `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  );
}

export const listen = (server: Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

export const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** The DNS server of docs/sso.md#domain-proof's tests: the TXT records the journey publishes. */
export interface DnsStub {
  /** Publishes (replaces) the TXT strings of `name`. */
  publishTxt(name: string, value: string): void;
  close(): Promise<void>;
}

export async function startDnsStub(port: number): Promise<DnsStub> {
  const { Packet } = dns2;
  const records = new Map<string, string[]>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        if (question.type !== Packet.TYPE.TXT) continue;
        const name = question.name.toLowerCase().replace(/\.$/, '');
        // dns2 encodes a plain record; its type names the decoded one's toBuffer too.
        for (const data of records.get(name) ?? [])
          response.answers.push({
            name: question.name,
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            ttl: 1,
            data,
          } as (typeof response.answers)[number]);
      }
      send(response);
    },
  });
  await server.listen({ udp: { port, address: '127.0.0.1' } });
  return {
    publishTxt: (name, value) => records.set(name.toLowerCase(), [value]),
    close: () => server.close(),
  };
}

/** The clinic's OpenID provider: its issuer and the client registered for our redirect URI. */
export interface ClinicOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export const CLINIC_SIGN_IN_TITLE = 'Clinic sign-in';
export const CLINIC_EMAIL_LABEL = 'Work e-mail';
export const CLINIC_SUBMIT = 'Sign in';

/**
 * oidc-provider on `port`, one confidential client for `redirectUri` (PKCE required). Its login
 * is a small form of its own in the provider's interaction routes: the clinic's directory vouches
 * for the address typed (verified, named after it), login and consent in one step.
 */
export async function startClinicOidcProvider(
  port: number,
  redirectUri: string,
): Promise<ClinicOidcProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'dictation-e2e';
  const clientSecret = 'clinic-secret-of-the-journeys';
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries the claims, as Entra's does.
    conformIdTokenClaims: false,
    findAccount: async (_context, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: sub, email_verified: true, name: nameOf(sub) }),
    }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['clinic-provider-cookie-key-of-the-journeys'] },
    // Its own signing key and lifetimes, as a deployed provider has (none of its development notices).
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
          use: 'sig',
          alg: 'RS256',
        },
      ],
    },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    pkce: { required: () => true },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  const server = createServer((request, response) => {
    const interaction = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '');
    if (!interaction) return void callback(request, response);
    void (async () => {
      const details = await provider.interactionDetails(request, response);
      if (request.method !== 'POST') {
        const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
        return sendPage(
          response,
          CLINIC_SIGN_IN_TITLE,
          `<form method="post" action="/interaction/${details.uid}"><p><label>${CLINIC_EMAIL_LABEL} ` +
            `<input type="email" name="email" value="${escapeHtml(hint)}"></label></p>` +
            `<p><button type="submit">${CLINIC_SUBMIT}</button></p></form>`,
        );
      }
      const accountId = (await formOf(request)).get('email')?.trim().toLowerCase() ?? '';
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await listen(server, port);
  return { issuer, clientId, clientSecret, close: () => closeServer(server) };
}

/** "lea.keller.123@x.ch" -> "Lea Keller": the directory's name of the person. */
function nameOf(email: string): string {
  return (email.split('@')[0] ?? '')
    .split('.')
    .filter((part) => /^[a-z]+$/i.test(part))
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}
