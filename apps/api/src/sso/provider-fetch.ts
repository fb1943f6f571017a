import { lookup } from 'node:dns/promises';
import { practiceServiceFor } from '@app/i18n';
import ipaddr from 'ipaddr.js';

/** docs/legal.md#practice-services: these requests go to the practice's own identity provider. */
export const PROVIDER_SERVICE = practiceServiceFor('identityProvider');

/**
 * docs/sso.md#provider-addresses: the server fetches what a practice names (an OpenID issuer and
 * the endpoints its discovery lists, a SAML metadata address), so those requests may reach only
 * public unicast addresses: never loopback, private, link-local (the cloud's metadata service),
 * unique-local, carrier-grade NAT or reserved ones, whatever the name resolves to. Only a setting
 * for development and the tests (SSO_PRIVATE_PROVIDERS) lets the providers they start on loopback in.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export class PrivateProviderAddressError extends Error {
  constructor(host: string) {
    super(`the provider's address ${host} is not a public one`);
    this.name = 'PrivateProviderAddressError';
  }
}

/** Refuses a URL whose host is, or resolves to, an address that is not public. */
export async function assertPublicHost(url: URL): Promise<void> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = ipaddr.isValid(host)
    ? [host]
    : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
    throw new PrivateProviderAddressError(url.hostname);
  }
}

/**
 * The fetch the providers are asked with: each request's host checked first (redirects are not
 * followed, so a public address cannot send it on to a private one). A name that resolves anew
 * between the check and the connection is the one gap left (docs/sso.md#provider-addresses).
 */
export function providerFetch(privateAllowed: boolean): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!privateAllowed) await assertPublicHost(url);
    return fetch(input, { ...init, redirect: init?.redirect === 'manual' ? 'manual' : 'error' });
  };
}
