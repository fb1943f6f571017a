/** The reference client of the Windows app's calls (docs/desktop-app.md#reference-client). */
export { blacklist, logout, status, usage } from './commands.js';
export type { Context } from './context.js';
export { ClientError, EXIT, type ExitCode } from './exit-codes.js';
export { AUTHORIZATION_URL_PREFIX, LOGIN_TIMEOUT_MS, login } from './login.js';
export { OFFLINE_CLOCK_TOLERANCE_S, OFFLINE_ENTITLEMENT_TYP, verifyOfflineEntitlement } from './offline.js';
export { type ClientState, defaultStatePath, deleteState, loadState, saveState } from './state.js';
