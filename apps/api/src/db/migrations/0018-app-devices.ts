export const appDevices = {
  id: 18,
  name: "the Windows app's devices: one row per app sign-in, for the session list and the device limit",
  statements: [
    // docs/desktop-app.md#devices: an app sign-in (a grant of the authorization server) is a device
    // of the account: its name as the app gave it, when and from where it was first and last used.
    `create table app_devices (
       grant_id text primary key,
       user_id uuid not null references users (id) on delete cascade,
       name text,
       created_at timestamptz not null default now(),
       created_from text,
       last_used_at timestamptz not null default now(),
       last_used_from text)`,
    'create index app_devices_user on app_devices (user_id)',
  ],
} as const;
