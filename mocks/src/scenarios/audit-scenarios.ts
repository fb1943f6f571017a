import { auditChainBroken } from '../fixtures/audit.js';
import { ADMIN_EMAIL, BILLING_EMAIL, practiceOf } from '../fixtures/practice.js';
import { colleagueAccount } from '../fixtures/subscriptions.js';
import { createHandlers } from '../handlers/index.js';
import type { Scenario } from './scenario.js';

/** Who reads which audit log (docs/audit-log.md#who-reads), and what Verify finds (#chain). */
export type AuditScenarioName =
  | 'auditEmpty'
  | 'auditPracticeAdmin'
  | 'auditBillingManager'
  | 'auditAdmin'
  | 'auditChainBroken';

export const auditScenarios: Readonly<Record<AuditScenarioName, Scenario>> = {
  auditEmpty: {
    label: 'Activity, nothing recorded',
    description: 'An Enterprise owner whose activity log has no entry yet, hers or her practice’s.',
    handlers: () => createHandlers({ auditEntries: [] }),
  },
  auditPracticeAdmin: {
    label: 'Activity, a practice admin',
    description: 'A colleague with the admin role: she reads her own entries and the practice’s.',
    handlers: () => createHandlers({ account: colleagueAccount, practice: practiceOf(ADMIN_EMAIL) }),
  },
  auditBillingManager: {
    label: 'Activity, a billing manager',
    description:
      'A colleague with the billing manager role: the matrix does not let her read the practice’s log (403 role_not_permitted), only her own.',
    handlers: () => createHandlers({ account: colleagueAccount, practice: practiceOf(BILLING_EMAIL) }),
  },
  auditAdmin: {
    label: 'Admin, audit log intact',
    description: 'The site’s admin reads every entry; Verify finds the chain intact.',
    handlers: () => createHandlers({ role: 'admin' }),
  },
  auditChainBroken: {
    label: 'Admin, audit chain broken',
    description: 'A stored entry was changed: Verify names the first entry that does not follow.',
    handlers: () => createHandlers({ role: 'admin', auditChain: auditChainBroken }),
  },
};
