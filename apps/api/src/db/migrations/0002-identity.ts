export const identity = {
  id: 2,
  name: 'identity: e-mail confirmation, one-time tokens, mail outbox, attempts',
  statements: [
    // "pending" also means "awaiting the first payment" (docs/accounts.md#statuses), so the
    // confirmation of the address is its own fact.
    'alter table users add column email_confirmed_at timestamptz',
    `alter table users add column lang text not null default 'en' check (lang in ('fr', 'de', 'it', 'en'))`,
    // Confirmation, reset and invitation links: only a hash is kept, each used once.
    `create table one_time_tokens (
      token_hash bytea primary key,
      purpose text not null check (purpose in ('email_confirmation', 'password_reset', 'invitation')),
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`,
    'create index one_time_tokens_user on one_time_tokens (user_id, purpose)',
    // Mail is written in the request's transaction and sent after commit, with retries, so a
    // sign-up is never lost while the mail server is down.
    `create table mail_outbox (
      id bigserial primary key,
      recipient text not null,
      lang text not null check (lang in ('fr', 'de', 'it', 'en')),
      template text not null,
      params jsonb not null,
      created_at timestamptz not null default now(),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      sent_at timestamptz,
      last_error text
    )`,
    'create index mail_outbox_due on mail_outbox (next_attempt_at) where sent_at is null',
    // Rate limits live in the database, so several API processes share them.
    `create table auth_attempts (
      kind text not null,
      subject text not null,
      at timestamptz not null default now()
    )`,
    'create index auth_attempts_subject on auth_attempts (kind, subject, at)',
  ],
} as const;
