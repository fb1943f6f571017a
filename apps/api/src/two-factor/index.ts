/**
 * The two-factor domain's entry: what the routes and the server may use of it (docs/architecture.md#domains).
 */
export {
  confirmTwoFactorSetup,
  disableTwoFactor,
  setColleaguesTwoFactor,
  startTwoFactorSetup,
} from './account-two-factor.js';
export { completeCodeStep, confirmSetupAtSignin, startSetupAtSignin } from './sign-in-steps.js';
