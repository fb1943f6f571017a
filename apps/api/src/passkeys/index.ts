/**
 * The passkeys domain's entry: what the routes and the server may use of it (docs/architecture.md#domains).
 */
export {
  addPasskey,
  listPasskeys,
  type PasskeysContext,
  passkeyCreationOptions,
  practicePasskeysSetting,
  removePasskey,
  renamePasskey,
  setPracticePasskeys,
} from './account-passkeys.js';
export { startChallengesPruning } from './challenges-pruning.js';
export {
  finishSigninPasskeySetup,
  passkeySigninOptions,
  signInWithPasskey,
  signinPasskeySetupOptions,
} from './passkey-sign-in.js';
