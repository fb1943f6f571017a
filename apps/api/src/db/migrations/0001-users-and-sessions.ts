export const usersAndSessions = {
  id: 1,
  name: 'users and sessions',
  statements: [
    `create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null unique check (email = lower(email)),
      password_hash text,
      role text not null default 'user' check (role in ('user', 'admin')),
      status text not null default 'pending' check (status in ('active', 'pending')),
      created_at timestamptz not null default now()
    )`,
    // Only a hash of each bearer token is kept: a leaked table does not leak sessions.
    `create table sessions (
      token_hash bytea primary key,
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    )`,
    'create index sessions_user_id on sessions (user_id)',
  ],
} as const;
