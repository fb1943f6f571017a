import { isoDateTimeSchema, messageResponseSchema } from './primitives.js';
import { emailSchema, storedEmailSchema } from './rules.js';
import { textSchema } from './text.js';
import { z } from './zod.js';

/**
 * Domains whose addresses many unrelated people share (docs/sso.md#shared-domains): free mail, the
 * Swiss providers' mail and HIN, the doctors' shared secure mail. None can be claimed by a practice,
 * for claiming one would send every doctor with such an address to one practice's provider. Kept
 * here, the one list the API checks and the site's words name.
 */
export const SHARED_EMAIL_DOMAINS = [
  'hin.ch',
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.ch',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'yahoo.com',
  'yahoo.fr',
  'proton.me',
  'protonmail.com',
  'protonmail.ch',
  'gmx.ch',
  'gmx.net',
  'gmx.de',
  'web.de',
  'bluewin.ch',
  'sunrise.ch',
  'swissonline.ch',
  'hispeed.ch',
  'green.ch',
  'bluemail.ch',
  'quickline.ch',
  'netplus.ch',
  'vtxmail.ch',
  'swisscom.com',
  'orange.fr',
  'free.fr',
  'libero.it',
  't-online.de',
] as const;

/** Whether `domain` (lower-case, no trailing dot) is one of SHARED_EMAIL_DOMAINS or below one. */
export function isSharedEmailDomain(domain: string): boolean {
  return SHARED_EMAIL_DOMAINS.some((shared) => domain === shared || domain.endsWith(`.${shared}`));
}

export const DOMAIN_MAX_LENGTH = 253;

/**
 * A domain a practice claims (docs/sso.md#domain-proof): lower-case labels of letters, digits and
 * hyphens, at least two, the last of letters; no trailing dot. Internationalised names are written
 * in their ASCII (punycode) form, as DNS and addresses carry them.
 */
export const ssoDomainSchema = textSchema()
  .trim()
  .min(1)
  .max(DOMAIN_MAX_LENGTH, { abort: true })
  .toLowerCase()
  .regex(/^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/);

/** The DNS TXT record that proves a domain (docs/sso.md#domain-proof): its name and value. */
export const SSO_TXT_RECORD_PREFIX = '_dictation-sso';
export const SSO_TXT_VALUE_PREFIX = 'dictation-sso-verification=';

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
export const ssoProtocolSchema = z.enum(SSO_PROTOCOLS);
export type SsoProtocol = z.infer<typeof ssoProtocolSchema>;

const ssoDomainStateSchema = z.object({
  domain: z.string().max(DOMAIN_MAX_LENGTH),
  /** The TXT record to publish: name (`_dictation-sso.<domain>`) and value. */
  recordName: z.string().max(DOMAIN_MAX_LENGTH + 32),
  recordValue: z.string().max(128),
  provenAt: isoDateTimeSchema.nullable(),
});
export type SsoDomainState = z.infer<typeof ssoDomainStateSchema>;

/**
 * GET /practice/sso (docs/sso.md#set-up): the practice's domains, its provider and where the set-up
 * stands. Secrets are never sent back: `clientSecretSet` says one is stored.
 */
export const ssoSettingsResponseSchema = z.object({
  domains: z.array(ssoDomainStateSchema).max(20),
  connection: z
    .discriminatedUnion('protocol', [
      z.object({
        protocol: z.literal('oidc'),
        issuer: z.string().max(2048),
        clientId: z.string().max(512),
        clientSecretSet: z.boolean(),
      }),
      z.object({
        protocol: z.literal('saml'),
        /** The provider's entity id and sign-in address read from its metadata. */
        idpEntityId: z.string().max(2048),
        idpSignInUrl: z.string().max(2048),
      }),
    ])
    .nullable(),
  /** What the provider needs of us for SAML (entity id, assertion consumer URL, our certificate, metadata URL); OIDC: the redirect URI. */
  serviceProvider: z.object({
    redirectUri: z.string().max(2048),
    samlEntityId: z.string().max(2048),
    samlAcsUrl: z.string().max(2048),
    samlMetadataUrl: z.string().max(2048),
    samlCertificate: z.string().max(8192),
  }),
  /** When the person setting it up last signed in through the provider successfully (test before enforce), and who. */
  testedAt: isoDateTimeSchema.nullable(),
  testedBy: storedEmailSchema.nullable(),
  enforced: z.boolean(),
  scim: z.object({
    /** The SCIM base URL the provider is given. */
    baseUrl: z.string().max(2048),
    tokenCreatedAt: isoDateTimeSchema.nullable(),
    tokenLastUsedAt: isoDateTimeSchema.nullable(),
  }),
});
export type SsoSettingsResponse = z.infer<typeof ssoSettingsResponseSchema>;

export const ssoDomainRequestSchema = z.strictObject({ domain: ssoDomainSchema });
export type SsoDomainRequest = z.infer<typeof ssoDomainRequestSchema>;

/** An https URL (http only on loopback, where the tests' providers run). */
const providerUrlSchema = textSchema()
  .trim()
  .min(1)
  .max(2048, { abort: true })
  .check(z.url({ protocol: /^https?$/ }));

/** POST /practice/sso/oidc: discovery at the issuer does the rest (docs/sso.md#oidc). */
export const saveOidcConnectionRequestSchema = z.strictObject({
  issuer: providerUrlSchema,
  clientId: textSchema().trim().min(1).max(512),
  /** Absent: keep the stored one (changing the issuer or client id alone). */
  clientSecret: textSchema().min(1).max(1024).optional(),
});
export type SaveOidcConnectionRequest = z.infer<typeof saveOidcConnectionRequestSchema>;

export const SAML_METADATA_MAX_LENGTH = 200_000;

/** POST /practice/sso/saml: the provider's metadata, pasted or fetched from its URL (docs/sso.md#saml). */
export const saveSamlConnectionRequestSchema = z.union([
  z.strictObject({ metadataXml: textSchema().min(1).max(SAML_METADATA_MAX_LENGTH) }),
  z.strictObject({ metadataUrl: providerUrlSchema }),
]);
export type SaveSamlConnectionRequest = z.infer<typeof saveSamlConnectionRequestSchema>;

/** POST /practice/sso/test: where the browser goes to sign in through the provider once (docs/sso.md#test-before-enforce). */
export const ssoRedirectResponseSchema = z.object({ redirectUrl: z.string().max(8192) });
export type SsoRedirectResponse = z.infer<typeof ssoRedirectResponseSchema>;

export const setSsoEnforcementRequestSchema = z.strictObject({ enforced: z.boolean() });
export type SetSsoEnforcementRequest = z.infer<typeof setSsoEnforcementRequestSchema>;

/**
 * POST /authentication/sso (docs/sso.md#sign-in): e-mail first. With a provider for the address's
 * domain, `startUrl` is where the browser goes (the API's start address, which sends it on to the
 * provider); `enforced` says a password will be refused. Null: sign in with a password as before.
 */
export const ssoDiscoverRequestSchema = z.strictObject({ email: emailSchema });
export type SsoDiscoverRequest = z.infer<typeof ssoDiscoverRequestSchema>;
export const ssoDiscoverResponseSchema = z.object({
  sso: z.object({ startUrl: z.string().max(8192), enforced: z.boolean() }).nullable(),
});
export type SsoDiscoverResponse = z.infer<typeof ssoDiscoverResponseSchema>;

/**
 * POST /authentication/sso/complete: the one-time ticket the provider's return left in the site's
 * address (/signin/sso?ticket=...) exchanged for a session, as a mailed link's token is.
 */
export const completeSsoSignInRequestSchema = z.strictObject({
  ticket: textSchema().min(16).max(256),
});
export type CompleteSsoSignInRequest = z.infer<typeof completeSsoSignInRequestSchema>;

/** GET /sso/start and the providers' returns: where a browser navigation leads (docs/sso.md#sign-in). */
export const ssoStartQuerySchema = z.strictObject({
  email: emailSchema.optional(),
  /** Set by POST /practice/sso/test's address: a test sign-in of the signed-in person. */
  test: textSchema().min(16).max(256).optional(),
});

/** POST /practice/scim/token: the new bearer token, shown once; the former one stops working (docs/sso.md#scim-token). */
export const scimTokenResponseSchema = z.object({
  token: z.string().min(32).max(256),
  createdAt: isoDateTimeSchema,
});
export type ScimTokenResponse = z.infer<typeof scimTokenResponseSchema>;

export const ssoMessageResponseSchema = messageResponseSchema;
