export const scimAttributes = {
  id: 29,
  name: "SCIM: the directory's own attributes of a person",
  statements: [
    // docs/sso.md#scim: what the directory sent of a person that is not her account (her name as
    // it holds it, her e-mail addresses, a display name), given back as it was sent, so a
    // directory comparing its values with ours sees no difference to correct every cycle.
    `alter table scim_users add column attributes jsonb not null default '{}'::jsonb`,
  ],
} as const;
