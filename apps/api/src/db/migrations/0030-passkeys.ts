/**
 * docs/passkeys.md: the passkeys of an account (public keys only), the challenges of their
 * ceremonies (stored hashed, used once), the account's WebAuthn user handle, the practice's rule,
 * how each session was opened, and the sign-in steps a passkey adds.
 */
export const passkeys = {
  id: 30,
  name: 'passkeys',
  statements: [
    // docs/passkeys.md#relying-party: a random handle, never her e-mail address or our id; given at
    // her first passkey and kept, so authenticators see one user per account.
    'alter table users add column webauthn_user_id text unique',
    // docs/passkeys.md#policy: the practice's rule, kept on its owner's row like its other settings.
    'alter table users add column require_practice_passkeys boolean not null default false',
    `create table passkeys (
       id uuid primary key default gen_random_uuid(),
       user_id uuid not null references users (id) on delete cascade,
       credential_id text not null unique,
       public_key bytea not null,
       counter bigint not null default 0 check (counter >= 0),
       transports text[] not null default '{}',
       device_type text not null check (device_type in ('singleDevice', 'multiDevice')),
       backed_up boolean not null,
       name text,
       created_at timestamptz not null default now(),
       last_used_at timestamptz
     )`,
    'create index passkeys_user_id on passkeys (user_id)',
    // docs/passkeys.md#sign-in: a challenge answered once, within its minutes; a registration's is
    // the account's, a sign-in's nobody's until it is answered (or the step's when it follows a password).
    `create table webauthn_challenges (
       challenge_hash bytea primary key,
       purpose text not null check (purpose in ('registration', 'authentication')),
       user_id uuid references users (id) on delete cascade,
       expires_at timestamptz not null,
       created_at timestamptz not null default now()
     )`,
    'create index webauthn_challenges_expires_at on webauthn_challenges (expires_at)',
    // docs/passkeys.md#passkey-session and #sign-in-events.
    'alter table sessions add column passkey boolean not null default false',
    `alter table sessions add column signed_in_with text
       check (signed_in_with in ('password', 'link', 'passkey', 'provider'))`,
    // docs/passkeys.md#second-step and #policy: a sign-in's passkey step and its enrolment step.
    'alter table one_time_tokens drop constraint one_time_tokens_purpose_check',
    `alter table one_time_tokens add constraint one_time_tokens_purpose_check
       check (purpose in ('email_confirmation', 'password_reset', 'invitation', 'signin_link',
                          'two_factor_code', 'two_factor_setup', 'sso_test',
                          'passkey_step', 'passkey_setup'))`,
  ],
} as const;
