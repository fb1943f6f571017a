import { isServing } from '@app/billing-rules';
import type { SsoSettingsResponse } from '@app/contracts';
import { SSO_TXT_RECORD_PREFIX, SSO_TXT_VALUE_PREFIX } from '@app/contracts';
import type { Config } from '../config.js';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { findLiveSubscription } from '../subscriptions/subscriptions-service.js';
import { serviceProviderUrls } from './saml/service-provider.js';
import { connectionOf, domainsOf, scimTokenDates } from './settings-repository.js';

/** The practice the call acts on (docs/sso.md#who): its serving Enterprise subscription. */
export interface SsoPractice {
  subscriptionId: string;
  ownerId: string;
}

/** The acting account's practice; `no_active_subscription` without a serving Enterprise plan. */
export async function ssoPracticeOf(db: Queryable, actingAccountId: string): Promise<SsoPractice> {
  const subscription = await findLiveSubscription(db, actingAccountId);
  if (subscription?.plan !== 'enterprise' || !isServing(subscription))
    throw new HttpError('no_active_subscription');
  return { subscriptionId: subscription.id, ownerId: subscription.owner_id };
}

/** The API's public address: the site's, whose /api the API answers. */
export const apiUrlOf = (config: Pick<Config, 'publicUrl'>): string => `${config.publicUrl}/api`;

/** docs/sso.md#oidc: the redirect URI the practice registers at its provider. */
export const oidcRedirectUri = (config: Pick<Config, 'publicUrl'>): string =>
  `${apiUrlOf(config)}/sso/oidc/callback`;

/** docs/sso.md#set-up: everything the set-up page shows, secrets never. */
export async function ssoSettings(
  db: Queryable,
  config: Pick<Config, 'publicUrl'>,
  practice: SsoPractice,
): Promise<SsoSettingsResponse> {
  const [domains, connection, scim] = await Promise.all([
    domainsOf(db, practice.subscriptionId),
    connectionOf(db, practice.subscriptionId),
    scimTokenDates(db, practice.subscriptionId),
  ]);
  const samlUrls = serviceProviderUrls(config.publicUrl, practice.subscriptionId);
  return {
    domains: domains.map((domain) => ({
      domain: domain.domain,
      recordName: `${SSO_TXT_RECORD_PREFIX}.${domain.domain}`,
      recordValue: `${SSO_TXT_VALUE_PREFIX}${domain.proof_token}`,
      provenAt: domain.proven_at?.toISOString() ?? null,
    })),
    connection: !connection
      ? null
      : connection.protocol === 'oidc'
        ? {
            protocol: 'oidc',
            issuer: connection.oidc_issuer ?? '',
            clientId: connection.oidc_client_id ?? '',
            clientSecretSet: connection.oidc_client_secret_sealed !== null,
          }
        : {
            protocol: 'saml',
            idpEntityId: connection.saml_idp_entity_id ?? '',
            idpSignInUrl: connection.saml_idp_sign_in_url ?? '',
          },
    serviceProvider: {
      redirectUri: oidcRedirectUri(config),
      // The SAML service provider's (docs/sso.md#saml), named by the practice's id.
      samlEntityId: samlUrls.entityId,
      samlAcsUrl: samlUrls.acsUrl,
      samlMetadataUrl: samlUrls.metadataUrl,
      samlCertificate: connection?.saml_sp_certificate ?? '',
    },
    testedAt: connection?.tested_at?.toISOString() ?? null,
    testedBy: connection?.tested_by_email ?? null,
    enforced: connection?.enforced ?? false,
    scim: {
      baseUrl: `${apiUrlOf(config)}/scim/v2`,
      tokenCreatedAt: scim?.created_at.toISOString() ?? null,
      tokenLastUsedAt: scim?.last_used_at?.toISOString() ?? null,
    },
  };
}
