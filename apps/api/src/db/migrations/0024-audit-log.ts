export const auditLog = {
  id: 24,
  name: 'the audit log: every change that matters, each entry chained to the one before by a hash',
  statements: [
    // docs/audit-log.md#entry: who (kind, account, address at the time), from where, when, what,
    // the values before and after; `practice_id` and `subject_id` say who may read it
    // (docs/audit-log.md#who-reads). No foreign keys: an entry outlives the account, the practice
    // and the anonymisation it may record.
    `create table audit_log (
       id bigint primary key,
       at timestamptz not null,
       actor_kind text not null check (actor_kind in ('user', 'admin', 'stripe', 'system')),
       actor_id uuid,
       actor_email text,
       practice_id uuid,
       subject_id uuid,
       address text,
       browser text,
       kind text not null,
       target text,
       before jsonb,
       after jsonb,
       prev_hash text not null,
       hash text not null)`,
    'create index audit_log_practice on audit_log (practice_id, id) where practice_id is not null',
    'create index audit_log_subject on audit_log (subject_id, id) where subject_id is not null',
    'create index audit_log_actor on audit_log (actor_id, id) where actor_id is not null',
    'create index audit_log_at on audit_log (at)',
    // docs/audit-log.md#chain: the head of the chain, one row, locked by each writer so entries get
    // their ids and hashes one after another; `pruned_*` is the last entry pruned
    // (docs/audit-log.md#retention), where the verification starts.
    `create table audit_chain (
       singleton boolean primary key default true check (singleton),
       last_id bigint not null,
       last_hash text not null,
       pruned_id bigint not null,
       pruned_hash text not null)`,
    `insert into audit_chain (last_id, last_hash, pruned_id, pruned_hash)
       values (0, repeat('0', 64), 0, repeat('0', 64))`,
  ],
} as const;
