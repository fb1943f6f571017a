/**
 * The app-auth domain's entry: the Windows app's authorization server (docs/desktop-app.md).
 */
export { type AppCallsConfig, appCallsConfig, appCallsVariables } from './app-calls-config.js';
export { answerAppSignIn, type ConsentContext, pendingAppSignIn } from './consent-service.js';
export { appDeviceCodeSwitchOf, setAppDeviceCodeSwitch } from './device-code-switch.js';
export { enterDeviceCode } from './device-flow-service.js';
export { type AppDeviceRoom, appDeviceRoom, recordAppDevice } from './device-limit.js';
export type { AppDeviceRow } from './devices-repository.js';
export {
  type AppCaller,
  appCallerOf,
  appDevicesOf,
  endAppDevice,
  endAppDevices,
  endAppSignIns,
  endColleaguesAppSignInsWithoutSecondFactor,
} from './devices-service.js';
export { appAuthRateLimit } from './endpoint-limits.js';
export { appEntitlement } from './entitlement-service.js';
export {
  OFFLINE_ENTITLEMENT_AUDIENCE,
  OFFLINE_ENTITLEMENT_TYP,
  type OfflineEntitlementSigner,
  offlineEntitlementSigner,
} from './offline-entitlement.js';
export {
  APP_AUTH_ROUTES,
  APP_CLIENT_ID,
  APP_REDIRECT_URIS,
  APP_SCOPE,
  APP_TOKEN_LIFETIMES,
  createAppAuthProvider,
} from './provider.js';
export { pruneAppAuthRecords, startAppAuthPruning } from './records-pruning.js';
