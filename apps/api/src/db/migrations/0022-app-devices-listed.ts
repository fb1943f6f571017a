export const appDevicesListed = {
  id: 22,
  name: "the Windows app's devices in the session list: a public id, and whether the sign-in was approved with the second factor",
  statements: [
    // docs/accounts.md#sessions-list: a device is named in the list, and ended, by a public id as a
    // session is; the grant's own id stays the authorization server's.
    'alter table app_devices add column id uuid not null default gen_random_uuid()',
    'create unique index app_devices_id on app_devices (id)',
    // docs/accounts.md#colleagues-two-factor: approved in a browser session opened with the second
    // factor, the app sign-in outlives an owner's requirement of it, as that session does.
    'alter table app_devices add column second_factor boolean not null default false',
  ],
} as const;
