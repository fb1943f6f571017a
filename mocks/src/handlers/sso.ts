import { isSharedEmailDomain } from '@app/contracts';
import type { RequestHandler } from 'msw';
import { endpointHandler, errorResponse, redirectResponse } from '../endpoint.js';
import {
  MOCK_FAILING_SSO_TICKET,
  MOCK_SSO_START_URL,
  type MockSso,
  SSO_DOMAIN_CLAIMED_ELSEWHERE,
  ssoOffered,
  ssoSettingsOf,
} from '../fixtures/sso.js';
import type { MockWorld } from '../world.js';
import { MOCK_SESSION_TOKEN } from './authentication.js';

/** A practice claims at most this many domains (docs/sso.md#domain-proof). */
const MAX_DOMAINS = 20;

/** docs/sso.md#test-before-enforce: saving or removing the provider forgets the test and the enforcement. */
function forgetTest(sso: MockSso) {
  sso.testedAt = null;
  sso.testedBy = null;
  sso.enforced = false;
}

/** The SAML metadata's entity id and sign-in address (docs/sso.md#saml), or null when it has neither. */
function readMetadata(xml: string) {
  const entityId = /entityID="([^"]+)"/.exec(xml)?.[1];
  const signIn = /SingleSignOnService[^>]*Location="([^"]+)"/.exec(xml)?.[1];
  const certificate = /<(?:\w+:)?X509Certificate>/.test(xml);
  return entityId && signIn && certificate ? { idpEntityId: entityId, idpSignInUrl: signIn } : null;
}

const randomToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
};

/** The calls of docs/sso.md, answered by its rules from the world's practice. */
export const ssoHandlers = (world: MockWorld): RequestHandler[] => {
  const settings = () => ssoSettingsOf(world.sso);
  const callerEmail = () => world.practice?.callerEmail ?? world.account.licenses[0]?.email ?? '';
  const find = (domain: string) => world.sso.domains.find((entry) => entry.domain === domain);
  return [
    endpointHandler('ssoDiscover', ({ input: { email } }) => ({ sso: ssoOffered(world.sso, email) })),
    endpointHandler('ssoStart', () => redirectResponse(MOCK_SSO_START_URL)),
    endpointHandler('completeSsoSignIn', ({ input: { ticket } }) =>
      ticket === MOCK_FAILING_SSO_TICKET
        ? errorResponse('sso_sign_in_failed')
        : { token: MOCK_SESSION_TOKEN },
    ),
    endpointHandler('ssoSettings', settings),
    endpointHandler('addSsoDomain', ({ input: { domain } }) => {
      if (isSharedEmailDomain(domain)) return errorResponse('shared_domain');
      if (domain === SSO_DOMAIN_CLAIMED_ELSEWHERE) return errorResponse('domain_claimed');
      if (!find(domain)) {
        if (world.sso.domains.length >= MAX_DOMAINS) return errorResponse('validation_failed');
        world.sso.domains.push({ domain, token: randomToken().slice(0, 32), provenAt: null });
      }
      return settings();
    }),
    // The mocked DNS holds every record the page showed: Check proves the domain.
    endpointHandler('proveSsoDomain', ({ input: { domain } }) => {
      const entry = find(domain);
      if (!entry) return errorResponse('not_found');
      entry.provenAt ??= new Date().toISOString();
      return settings();
    }),
    endpointHandler('removeSsoDomain', ({ input: { domain } }) => {
      if (!find(domain)) return errorResponse('not_found');
      world.sso.domains = world.sso.domains.filter((entry) => entry.domain !== domain);
      return settings();
    }),
    endpointHandler('saveOidcConnection', ({ input: { issuer, clientId, clientSecret } }) => {
      const stored = world.sso.connection?.protocol === 'oidc' && world.sso.connection.clientSecretSet;
      world.sso.connection = {
        protocol: 'oidc',
        issuer,
        clientId,
        clientSecretSet: clientSecret !== undefined || stored,
      };
      forgetTest(world.sso);
      return settings();
    }),
    endpointHandler('saveSamlConnection', ({ input }) => {
      const read =
        'metadataXml' in input
          ? readMetadata(input.metadataXml)
          : { idpEntityId: input.metadataUrl, idpSignInUrl: new URL('/sso/saml', input.metadataUrl).href };
      if (!read) return errorResponse('saml_metadata_invalid');
      world.sso.connection = { protocol: 'saml', ...read };
      forgetTest(world.sso);
      return settings();
    }),
    endpointHandler('removeSsoConnection', () => {
      world.sso.connection = null;
      forgetTest(world.sso);
      return settings();
    }),
    // The mocked provider signs the person setting it up in at once: the test has passed.
    endpointHandler('testSsoConnection', () => {
      if (!world.sso.connection) return errorResponse('sso_connection_missing');
      world.sso.testedAt = new Date().toISOString();
      world.sso.testedBy = callerEmail();
      return { redirectUrl: '/account/sso?test=passed' };
    }),
    endpointHandler('setSsoEnforcement', ({ input: { enforced } }) => {
      if (enforced && !world.sso.testedAt) return errorResponse('sso_not_tested');
      // docs/sso.md#break-glass: the owner keeps a password, with two-factor.
      if (enforced && !world.settings.twoFactor.enabled) return errorResponse('break_glass_needs_two_factor');
      world.sso.enforced = enforced;
      return settings();
    }),
    endpointHandler('createScimToken', () => {
      const createdAt = new Date().toISOString();
      world.sso.scimTokenCreatedAt = createdAt;
      world.sso.scimTokenLastUsedAt = null;
      return { token: `scim_${randomToken()}`, createdAt };
    }),
    endpointHandler('revokeScimToken', () => {
      world.sso.scimTokenCreatedAt = null;
      world.sso.scimTokenLastUsedAt = null;
      return { message: 'The provisioning token has been revoked.' };
    }),
  ];
};
