/**
 * The audit domain's entry: the audit log and its hash chain (docs/audit-log.md).
 */
export {
  type AuditActor,
  type AuditInput,
  type ChainVerification,
  recordAudit,
  verifyAuditChain,
} from './audit-service.js';
