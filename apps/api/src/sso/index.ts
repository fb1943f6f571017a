/**
 * The single sign-on domain's entry: what the routes and the server may use of it (docs/sso.md,
 * docs/architecture.md#domains).
 */
export { addSsoDomain, proveSsoDomain, removeSsoDomain } from './domains.js';
export { assertSsoNotRequired, ssoRequiredFor } from './enforced.js';
export { removeSsoConnection, setSsoEnforcement, testSsoConnection } from './enforcement.js';
export {
  clearedSsoStateCookie,
  createFlow,
  SSO_STATE_COOKIE,
  secureCookies,
  ssoStateCookie,
  ssoStateOf,
  takeFlow,
} from './flows.js';
export { pruneSsoFlows, startSsoFlowsPruning } from './flows-pruning.js';
export { saveOidcConnection } from './oidc.js';
export { oidcReturn } from './oidc-return.js';
export { type ProvisionedPerson, provisionPerson, provisionPersonIn } from './people.js';
export { type SsoPractice, ssoPracticeOf, ssoSettings } from './practice-sso.js';
export { failProviderReturn, finishProviderReturn } from './provider-return.js';
export { saveSamlConnection } from './saml/saml-connection.js';
export { acceptSamlResponse, samlMetadataOf, startSamlSignIn } from './saml/saml-sign-in.js';
export {
  completeSsoSignIn,
  discoverSso,
  registerSsoStarter,
  type SsoDeps,
  type SsoStarter,
  startSso,
} from './sign-in.js';
