import SCIMMY from 'scimmy';
import {
  createScimUser,
  deleteScimUserOf,
  replaceScimUser,
  type ScimContext,
  scimUserRow,
} from './scim-people.js';
import { scimUsersOf } from './scim-users-repository.js';
import { DICTATION_USER_SCHEMA, type ScimUserInput, userResource } from './scim-values.js';

/** docs/sso.md#scim: the extension telling whether provisioning gave her a licence (read only). */
const dictationUser = new SCIMMY.Types.SchemaDefinition(
  'DictationUser',
  DICTATION_USER_SCHEMA,
  'Dictation licence',
  [
    new SCIMMY.Types.Attribute('string', 'licence', {
      mutable: false,
      canonicalValues: ['assigned', 'held', 'none_free', 'elsewhere', 'removed'],
      description: 'Whether the person holds a licence of the practice (docs/sso.md#scim)',
    }),
  ],
);

/** The largest page a list answers (ServiceProviderConfig's filter.maxResults). */
export const SCIM_MAX_RESULTS = 200;

let declared = false;

/**
 * The User resource type, declared once to SCIMMY (its registry is the module's): the core User
 * with the enterprise extension Entra sends and ours; reads, writes and removals are our data's,
 * through the context each call passes. Groups are not declared (docs/sso.md#scim).
 */
export function declareScimResources(): void {
  if (declared) return;
  SCIMMY.Config.set({
    patch: true,
    filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'OAuth Bearer Token',
        description: "The practice's SCIM token (docs/sso.md#scim-token)",
        specUri: 'https://www.rfc-editor.org/info/rfc6750',
        primary: true,
      },
    ],
  });
  SCIMMY.Resources.declare(
    SCIMMY.Resources.User.extend(SCIMMY.Schemas.EnterpriseUser, false).extend(dictationUser as never, false),
  )
    .egress(async (resource, context: ScimContext) => {
      if (resource.id) return [userResource(await scimUserRow(context, resource.id))];
      const rows = await scimUsersOf(context.db, context.practice.subscriptionId);
      const all = rows.map((row) => userResource(row));
      return resource.filter ? resource.filter.match(all) : all;
    })
    .ingress(async (resource, instance, context: ScimContext) => {
      const input = instance as unknown as ScimUserInput;
      if (resource.id) {
        const { row, licence } = await replaceScimUser(context, resource.id, input);
        return userResource(row, licence) as never;
      }
      const { row, licence } = await createScimUser(context, input);
      return userResource(row, licence) as never;
    })
    .degress(async (resource, context: ScimContext) => {
      if (resource.id) await deleteScimUserOf(context, resource.id);
    });
  declared = true;
}
