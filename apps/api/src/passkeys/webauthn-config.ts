import { z } from 'zod';

/** Empty strings count as unset, as every variable of config.ts. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/**
 * docs/passkeys.md#relying-party: the environment's entries for passkeys, as config.ts reads them;
 * set apart from PUBLIC_URL where the site is reached by another name (the journeys' `localhost`).
 */
export const webauthnVariables = {
  WEBAUTHN_RP_ID: optional(z.string().trim().toLowerCase().regex(HOST_NAME, 'must be a host name')),
  WEBAUTHN_ORIGIN: optional(
    z
      .string()
      .trim()
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
        message: 'must be an http:// or https:// URL',
      }),
  ),
};

export interface WebauthnConfig {
  /** The relying party id: PUBLIC_URL's host name unless WEBAUTHN_RP_ID. */
  webauthnRpId: string;
  /** The one origin a passkey's answer may come from: PUBLIC_URL's unless WEBAUTHN_ORIGIN. */
  webauthnOrigin: string;
}

export function webauthnConfig(
  env: { WEBAUTHN_RP_ID?: string | undefined; WEBAUTHN_ORIGIN?: string | undefined },
  publicUrl: string,
): WebauthnConfig {
  return {
    webauthnRpId: env.WEBAUTHN_RP_ID ?? new URL(publicUrl).hostname,
    webauthnOrigin: new URL(env.WEBAUTHN_ORIGIN ?? publicUrl).origin,
  };
}
