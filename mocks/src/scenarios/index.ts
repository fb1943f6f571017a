import type { AccountScenarioName, AdminScenarioName, SecurityScenarioName } from './account-scenarios.js';
import { accountScenarios, adminScenarios, securityScenarios } from './account-scenarios.js';
import type { AuditScenarioName } from './audit-scenarios.js';
import { auditScenarios } from './audit-scenarios.js';
import type { PasskeyScenarioName } from './passkey-scenarios.js';
import { passkeyScenarios } from './passkey-scenarios.js';
import type { BillingScenarioName, FirstPaymentScenarioName } from './payment-scenarios.js';
import { billingScenarios, firstPaymentScenarios } from './payment-scenarios.js';
import type { PracticeScenarioName } from './practice-scenarios.js';
import { practiceScenarios } from './practice-scenarios.js';
import type { FailureScenarioName, SignInScenarioName } from './refusal-scenarios.js';
import { failureScenarios, signInScenarios } from './refusal-scenarios.js';
import type { Scenario } from './scenario.js';
import type { SsoScenarioName } from './sso-scenarios.js';
import { ssoScenarios } from './sso-scenarios.js';

export { activatesAfterPolls } from './payment-scenarios.js';
export type { Scenario } from './scenario.js';

export type ScenarioName =
  | AccountScenarioName
  | AdminScenarioName
  | SecurityScenarioName
  | FirstPaymentScenarioName
  | BillingScenarioName
  | FailureScenarioName
  | SignInScenarioName
  | PracticeScenarioName
  | AuditScenarioName
  | SsoScenarioName
  | PasskeyScenarioName;

/** Every named scenario a person can pick, in Storybook's toolbar, a test or a mocked run. */
export const scenarios: Readonly<Record<ScenarioName, Scenario>> = {
  ...accountScenarios,
  ...firstPaymentScenarios,
  ...failureScenarios,
  ...adminScenarios,
  ...signInScenarios,
  ...billingScenarios,
  ...securityScenarios,
  ...practiceScenarios,
  ...auditScenarios,
  ...ssoScenarios,
  ...passkeyScenarios,
};

export const SCENARIO_NAMES = Object.keys(scenarios) as ScenarioName[];

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && Object.hasOwn(scenarios, value);
}
