export const accountOwnership = {
  id: 6,
  name: 'account ownership: pending passwords on confirmation links, sign-in links, what a session came from',
  statements: [
    // docs/accounts.md#ownership: a sign-up's password waits on its confirmation
    // link and becomes the account's only when that link is used, so an address nobody has
    // confirmed never holds a stranger's password.
    'alter table one_time_tokens add column password_hash text',
    `update one_time_tokens t set password_hash = u.password_hash
       from users u
      where t.user_id = u.id and t.purpose = 'email_confirmation' and t.used_at is null
        and u.email_confirmed_at is null and u.password_hash is not null`,
    'update users set password_hash = null where email_confirmed_at is null',
    // ADMIN_EMAILS gives the role with the confirmed owner only.
    `update users set role = 'user' where email_confirmed_at is null and role = 'admin'`,
    // One-time sign-in links: the way in for an owner whom someone else's failures slow down.
    'alter table one_time_tokens drop constraint one_time_tokens_purpose_check',
    `alter table one_time_tokens add constraint one_time_tokens_purpose_check
       check (purpose in ('email_confirmation', 'password_reset', 'invitation', 'signin_link'))`,
    // What the owner needs to recognise a session (docs/accounts.md#sessions-list),
    // and what tells a sign-in from a new browser.
    'alter table sessions add column user_agent text',
    'alter table sessions add column client_address text',
  ],
} as const;
