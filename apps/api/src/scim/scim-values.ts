import { emailSchema } from '@app/contracts';
import SCIMMY from 'scimmy';
import type { ScimUserRow, ScimValues } from './scim-users-repository.js';

/** docs/sso.md#scim: the service's base path, under the API's `/api`. */
export const SCIM_BASE_PATH = '/scim/v2';

/** docs/sso.md#scim: our extension of the User, saying whether provisioning gave her a licence. */
export const DICTATION_USER_SCHEMA = 'urn:ietf:params:scim:schemas:extension:dictation:2.0:User';

/**
 * docs/sso.md#scim: `assigned`, she holds a licence of the practice (given now or before);
 * `held`, she already held it when provisioned; `none_free`, no seat was free; `elsewhere`, she
 * holds a seat of another practice or a plan of her own (docs/licences.md#one-seat-per-person);
 * `removed`, she is inactive and holds none.
 */
export type LicenceOutcome = 'assigned' | 'held' | 'none_free' | 'elsewhere' | 'removed';

/** A refusal of the SCIM protocol (RFC 7644 §3.12): its status and `scimType`. */
export const scimError = (status: number, scimType: string | null, detail: string) =>
  new SCIMMY.Types.Error(status, scimType as string, detail);

/** What the directory sends of a person, as SCIMMY checked it against the User schema. */
export interface ScimUserInput {
  userName?: unknown;
  externalId?: unknown;
  active?: unknown;
  displayName?: unknown;
  name?: unknown;
  emails?: unknown;
}

/** The address a userName names, lower case; 400 invalidValue when it is not an address. */
export function addressOf(userName: unknown): string {
  const parsed = emailSchema.safeParse(userName);
  if (!parsed.success) throw scimError(400, 'invalidValue', 'userName must be an e-mail address');
  return parsed.data;
}

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;

/** The values kept of a person: her external id, whether active, and the directory's own attributes. */
export function valuesOf(input: ScimUserInput): ScimValues {
  const attributes: Record<string, unknown> = {};
  if (input.name && typeof input.name === 'object') attributes.name = input.name;
  if (Array.isArray(input.emails)) attributes.emails = input.emails;
  return {
    externalId: text(input.externalId, 256),
    active: input.active !== false,
    displayName: text(input.displayName, 256),
    attributes,
  };
}

/** Her name for a new account: the directory's formatted name, or given and family name, or display name. */
export function personName(input: ScimUserInput): string | null {
  const name = (input.name ?? {}) as { formatted?: unknown; givenName?: unknown; familyName?: unknown };
  const parts = [text(name.givenName, 100), text(name.familyName, 100)].filter(Boolean).join(' ');
  return text(name.formatted, 200) ?? (parts || null) ?? text(input.displayName, 200);
}

/** The SCIM User of a row, the licence outcome given when the call just provisioned her. */
export function userResource(row: ScimUserRow, outcome?: LicenceOutcome): Record<string, unknown> {
  const holds = row.licence_status !== null && row.licence_status !== 'declined';
  const licence: LicenceOutcome = outcome ?? (holds ? 'assigned' : row.active ? 'none_free' : 'removed');
  return {
    id: row.id,
    ...(row.external_id ? { externalId: row.external_id } : {}),
    userName: row.email,
    active: row.active,
    ...(row.display_name ? { displayName: row.display_name } : {}),
    ...row.attributes,
    meta: {
      resourceType: 'User',
      created: row.created_at.toISOString(),
      lastModified: row.updated_at.toISOString(),
    },
    [DICTATION_USER_SCHEMA]: { licence },
  };
}
