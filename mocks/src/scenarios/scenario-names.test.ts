import { expect, it } from 'vitest';
import { accountScenarios, adminScenarios, securityScenarios } from './account-scenarios.js';
import { auditScenarios } from './audit-scenarios.js';
import { SCENARIO_NAMES } from './index.js';
import { passkeyScenarios } from './passkey-scenarios.js';
import { billingScenarios, firstPaymentScenarios } from './payment-scenarios.js';
import { practiceScenarios } from './practice-scenarios.js';
import { failureScenarios, signInScenarios } from './refusal-scenarios.js';
import { ssoScenarios } from './sso-scenarios.js';

it('names each scenario once across its groups: one of the same name would hide the other', () => {
  const groups = [
    accountScenarios,
    adminScenarios,
    securityScenarios,
    billingScenarios,
    firstPaymentScenarios,
    failureScenarios,
    signInScenarios,
    practiceScenarios,
    auditScenarios,
    ssoScenarios,
    passkeyScenarios,
  ];
  const names = groups.flatMap((group) => Object.keys(group));
  expect(names.filter((name, at) => names.indexOf(name) !== at)).toEqual([]);
  expect(names).toHaveLength(SCENARIO_NAMES.length);
});
