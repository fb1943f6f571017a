/**
 * The SCIM domain's entry (docs/sso.md#scim): the practice's token, and the protocol's resources
 * and requests for the routes.
 */
export type { ScimContext } from './scim-people.js';
export { listParameters, normalisedPatch, normalisedUser, scimFailure } from './scim-requests.js';
export { declareScimResources, SCIM_MAX_RESULTS } from './scim-resources.js';
export { createScimToken, revokeScimToken, type ScimPractice, scimCaller } from './scim-tokens.js';
export { SCIM_BASE_PATH, scimError } from './scim-values.js';
