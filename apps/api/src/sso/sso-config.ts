import { z } from 'zod';

/** `host:port` (an IPv4 address or a name; `[v6]:port` for IPv6), as node:dns's setServers reads it. */
const DNS_SERVER = /^(?:\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(?::\d{1,5})?$/;

/** The environment's entries for single sign-on, as config.ts reads them. */
export const ssoVariables = {
  // docs/sso.md#domain-proof: the DNS servers the TXT proof is looked up at; the system's when unset.
  SSO_DNS_SERVERS: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((server) => server.trim())
          .filter(Boolean),
      )
      .refine(
        (servers) => servers.every((server) => DNS_SERVER.test(server)),
        'must be a comma-separated list of host:port',
      )
      .optional(),
  ),
  // docs/sso.md#provider-addresses: providers on loopback or private networks, for development and the tests only.
  SSO_PRIVATE_PROVIDERS: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
};

export interface SsoConfig {
  /** docs/sso.md#domain-proof: DNS servers (`host:port`) for the domain proof; empty = the system's. */
  ssoDnsServers?: readonly string[];
  /** docs/sso.md#provider-addresses: whether providers may be at non-public addresses (development, tests). */
  ssoPrivateProviders?: boolean;
}

export function ssoConfig(env: {
  SSO_DNS_SERVERS?: string[] | undefined;
  SSO_PRIVATE_PROVIDERS?: boolean | undefined;
}): SsoConfig {
  return {
    ssoDnsServers: env.SSO_DNS_SERVERS ?? [],
    ssoPrivateProviders: env.SSO_PRIVATE_PROVIDERS ?? false,
  };
}
