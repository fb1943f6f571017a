import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** Who the clinic's provider signs in next, as its ID token will say. */
export interface ClinicPerson {
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
  name?: string;
}

/**
 * A clinic's own OpenID Connect provider on loopback (oidc-provider, the certified library), with
 * one client registered for our redirect URI. Its login and consent are a test interaction that
 * signs in whoever `signInNext` named, at once: the tests drive the browser's redirects by hand.
 */
export interface ClinicProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  provider: Provider;
  signInNext(person: ClinicPerson): void;
  close(): Promise<void>;
}

export async function startClinicProvider(redirectUri: string): Promise<ClinicProvider> {
  const clientId = 'dictation-sso';
  const clientSecret = 'a-clinic-client-secret-of-the-tests-only';
  let next: ClinicPerson = {};
  const people = new Map<string, ClinicPerson>();
  let server: Server | undefined;
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
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
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // The ID token carries the claims (as Entra's does), not only the userinfo endpoint.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, ...people.get(sub) }) }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['clinic-provider-cookie-key-of-the-tests'] },
    pkce: { required: () => true },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  server = createServer((req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const accountId = `person-${people.size + 1}`;
      people.set(accountId, next);
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId }, consent: { grantId } },
        {
          mergeWithLastSubmission: false,
        },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    provider,
    signInNext(person) {
      next = person;
    },
    close: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
