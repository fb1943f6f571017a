import { randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { isSharedEmailDomain, SSO_TXT_RECORD_PREFIX, SSO_TXT_VALUE_PREFIX } from '@app/contracts';
import type { Database } from '../db/database.js';
import { HttpError } from '../errors.js';
import type { SsoPractice } from './practice-sso.js';
import {
  deleteDomain,
  domainsOf,
  insertDomain,
  markDomainProven,
  provenElsewhere,
} from './settings-repository.js';

/** docs/sso.md#domain-proof: a practice claims at most this many domains. */
export const SSO_DOMAINS_MAX = 20;
/** How long the TXT lookup may take before the domain counts as not proven. */
const DNS_TIMEOUT_MS = 5000;

/**
 * docs/sso.md#domain-proof, #shared-domains: a claim gets a random proof token. A shared domain is
 * refused; so is one another practice proved. Claiming a domain already claimed keeps its token.
 */
export async function addSsoDomain(db: Database, practice: SsoPractice, domain: string): Promise<void> {
  if (isSharedEmailDomain(domain)) throw new HttpError('shared_domain');
  await db.transaction(async (tx) => {
    if (await provenElsewhere(tx, practice.subscriptionId, domain)) throw new HttpError('domain_claimed');
    const claimed = await domainsOf(tx, practice.subscriptionId);
    if (!claimed.some((d) => d.domain === domain) && claimed.length >= SSO_DOMAINS_MAX)
      throw new HttpError('validation_failed', `at most ${SSO_DOMAINS_MAX} domains`);
    await insertDomain(tx, practice.subscriptionId, domain, randomBytes(16).toString('hex'));
  });
}

/**
 * docs/sso.md#domain-proof: the TXT record `_dictation-sso.<domain>` must hold the value; looked up
 * at the configured DNS servers (SSO_DNS_SERVERS), the system's when none. `not_found` for a
 * domain not claimed, `domain_claimed` when another practice proved it first.
 */
export async function proveSsoDomain(
  db: Database,
  dnsServers: readonly string[] | undefined,
  practice: SsoPractice,
  domain: string,
): Promise<void> {
  const claim = (await domainsOf(db, practice.subscriptionId)).find((d) => d.domain === domain);
  if (!claim) throw new HttpError('not_found');
  if (claim.proven_at) return;
  if (await provenElsewhere(db, practice.subscriptionId, domain)) throw new HttpError('domain_claimed');
  const strings = await txtStrings(dnsServers, `${SSO_TXT_RECORD_PREFIX}.${domain}`);
  if (!strings.includes(`${SSO_TXT_VALUE_PREFIX}${claim.proof_token}`))
    throw new HttpError('domain_not_proven');
  if (!(await markDomainProven(db, practice.subscriptionId, domain))) throw new HttpError('domain_claimed');
}

/** docs/sso.md#domain-proof: removing a domain stops sending its people to the provider at once. */
export async function removeSsoDomain(db: Database, practice: SsoPractice, domain: string): Promise<void> {
  if (!(await deleteDomain(db, practice.subscriptionId, domain))) throw new HttpError('not_found');
}

/** The TXT strings at `name` (a record's chunks joined); none when the name has none or DNS fails. */
async function txtStrings(dnsServers: readonly string[] | undefined, name: string): Promise<string[]> {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 2 });
  if (dnsServers && dnsServers.length > 0) resolver.setServers([...dnsServers]);
  try {
    return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
  } catch {
    return [];
  }
}
