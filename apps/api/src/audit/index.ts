/**
 * The audit domain's entry: the audit log and its hash chain (docs/audit-log.md).
 */
export { auditExportStream } from './audit-export.js';
export { AUDIT_KEPT_MONTHS, pruneAuditLog, startAuditPruning } from './audit-pruning.js';
export {
  type AuditFilters,
  type AuditScope,
  accountIdByEmail,
  auditPage,
  emailOfAccount,
  practiceOf,
} from './audit-reads-repository.js';
export { withoutSecrets } from './audit-secrets.js';
export {
  type AuditActor,
  type AuditInput,
  type ChainVerification,
  recordAudit,
  verifyAuditChain,
} from './audit-service.js';
export { auditValues, KINDS_WITH_VALUES } from './audit-values-repository.js';
export { recordFailedSignIn, recordStripeEventApplied } from './events-recorded.js';
export { practiceScopeOf } from './practice-scope.js';
