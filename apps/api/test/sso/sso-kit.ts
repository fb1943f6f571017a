import { expect } from 'vitest';
import { type ClinicProvider, startClinicProvider } from '../helpers/clinic-oidc-provider.js';
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { practiceCalls } from '../helpers/practice-calls.js';
import { SITE } from '../helpers/sso-browser.js';

/** What an SSO test file starts: the DNS server, the clinic's provider, the API on them. */
export interface SsoWorld {
  h: PaymentsHarness;
  dns: TestDnsServer;
  clinic: ClinicProvider;
  close(): Promise<void>;
}

export async function startSsoWorld(): Promise<SsoWorld> {
  const dns = await startDnsServer();
  const clinic = await startClinicProvider(`${SITE}/api/sso/oidc/callback`);
  const h = await startPaymentsHarness({ ssoDnsServers: [dns.address] });
  return {
    h,
    dns,
    clinic,
    async close() {
      await h.close();
      await clinic.close();
      await dns.close();
    },
  };
}

/** The practice's calls of the set-up (docs/sso.md#set-up), through the world `get` answers. */
export function ssoCalls(get: () => SsoWorld) {
  const { enterpriseOwner } = practiceCalls(() => get().h);
  const call = (method: 'GET' | 'POST', path: string, token: string, payload?: unknown) =>
    get().h.call(method, path, token, payload);

  /** A domain claimed, its TXT record published at the test DNS server, and proven. */
  async function provenDomain(token: string, domain: string) {
    const added = await call('POST', '/practice/sso/domains', token, { domain });
    expect(added.statusCode, added.body).toBe(200);
    const state = (
      added.json().domains as Array<{ domain: string; recordName: string; recordValue: string }>
    ).find((d) => d.domain === domain);
    get().dns.setTxt(state?.recordName as string, [state?.recordValue as string]);
    const proven = await call('POST', '/practice/sso/domains/prove', token, { domain });
    expect(proven.statusCode, proven.body).toBe(200);
  }

  async function connectOidc(token: string) {
    const { clinic } = get();
    const saved = await call('POST', '/practice/sso/oidc', token, {
      issuer: clinic.issuer,
      clientId: clinic.clientId,
      clientSecret: clinic.clientSecret,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json();
  }

  /** An Enterprise practice whose owner's domain is proven and whose provider is the clinic's. */
  async function oidcPractice(ownerEmail: string, seats = 3) {
    const owner = await enterpriseOwner(ownerEmail, seats);
    const domain = ownerEmail.split('@')[1] as string;
    await provenDomain(owner.token, domain);
    await connectOidc(owner.token);
    const { rows } = await get().h.db.query<{ id: string }>(
      'select id from subscriptions where owner_id = $1 and ended_at is null',
      [owner.userId],
    );
    return { ...owner, domain, subscriptionId: rows[0]?.id as string };
  }

  return { call, provenDomain, connectOidc, oidcPractice, enterpriseOwner };
}

/** The ticket of a site address /signin/sso?ticket=... */
export const ticketOf = (url: string): string => new URL(url).searchParams.get('ticket') ?? '';
