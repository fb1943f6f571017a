export const knownBrowsers = {
  id: 15,
  name: 'the browsers each account has signed in from, by their cookie; given-up mails indexed',
  statements: [
    // docs/accounts.md#new-browser-mail: a browser is known to an account once a session was opened
    // there; the browser is told by a random id in an httpOnly cookie, kept here hashed only. An
    // account with no row yet (every one, when this arrives) is mailed once at its next sign-in.
    `create table known_browsers (
       user_id uuid not null references users (id) on delete cascade,
       browser_hash bytea not null,
       created_at timestamptz not null default now(),
       primary key (user_id, browser_hash))`,
    // docs/admin.md#given-up-mails: the admin's list reads the given-up mails alone, newest first.
    'create index mail_outbox_given_up on mail_outbox (given_up_at desc) where given_up_at is not null',
  ],
} as const;
