export const appDeviceCodeSwitch = {
  id: 21,
  name: "an Enterprise owner's switch of the Windows app's sign-in with a code, for her practice",
  statements: [
    // docs/licences.md#device-code-switch: a row is an owner who turned the device-code sign-in
    // off for herself and her colleagues; none (the default) leaves it on.
    `create table app_device_code_off (
       owner_id uuid primary key references users (id) on delete cascade,
       turned_off_at timestamptz not null default now())`,
  ],
} as const;
