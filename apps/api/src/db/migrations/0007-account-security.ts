export const accountSecurity = {
  id: 7,
  name: 'account security: session ids, two-factor sign-in, recovery codes, account deletion',
  statements: [
    // A session's public id for the owner's sessions list: the token hash never leaves the API.
    'alter table sessions add column id uuid not null default gen_random_uuid()',
    'create unique index sessions_id on sessions (id)',
    // TOTP secrets, encrypted with the configured key (AES-256-GCM); enabled_at stays null while
    // a set-up waits for its first code. last_used_step refuses a code used once already.
    `create table two_factor (
      user_id uuid primary key references users (id) on delete cascade,
      secret_ciphertext text not null,
      enabled_at timestamptz,
      last_used_step bigint,
      created_at timestamptz not null default now()
    )`,
    // Single use; only a keyed hash of each is kept.
    `create table recovery_codes (
      user_id uuid not null references users (id) on delete cascade,
      code_hash bytea not null,
      used_at timestamptz,
      primary key (user_id, code_hash)
    )`,
    // An Enterprise owner's choice for her colleagues' sign-in.
    'alter table users add column require_colleague_two_factor boolean not null default false',
    // The customer's deletion (nFADP): asked for at, then anonymised 30 days later.
    'alter table users add column deletion_requested_at timestamptz',
    'alter table users add column anonymised_at timestamptz',
    `create index users_deletion_due on users (deletion_requested_at)
       where deletion_requested_at is not null and anonymised_at is null`,
    // The second step of a sign-in: a short-lived token for the code, or for a required set-up.
    'alter table one_time_tokens drop constraint one_time_tokens_purpose_check',
    `alter table one_time_tokens add constraint one_time_tokens_purpose_check
       check (purpose in ('email_confirmation', 'password_reset', 'invitation', 'signin_link',
                          'two_factor_code', 'two_factor_setup'))`,
  ],
} as const;
