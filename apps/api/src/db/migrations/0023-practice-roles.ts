export const practiceRoles = {
  id: 23,
  name: "roles in a practice and the offers of its ownership, the licences domain's",
  statements: [
    // docs/licences.md#roles: the roles given on top of an accepted licence (the owner is the
    // licence's `owner` flag, a member any accepted licence); removing the licence removes them.
    "alter table licenses add column roles text[] not null default '{}'",
    `alter table licenses add constraint licenses_roles_check
       check (roles <@ array['admin', 'billing']::text[] and (status = 'active' or roles = '{}'))`,
    // docs/licences.md#ownership-transfer: one offer at a time per subscription (a new one
    // replaces it); an answered, withdrawn or replaced offer is deleted, so its id is then gone.
    `create table ownership_offers (
       id uuid primary key default gen_random_uuid(),
       subscription_id uuid not null references subscriptions (id) on delete cascade,
       from_user_id uuid not null references users (id) on delete cascade,
       to_user_id uuid not null references users (id) on delete cascade,
       created_at timestamptz not null default now())`,
    'create unique index ownership_offers_one_per_subscription on ownership_offers (subscription_id)',
    'create index ownership_offers_to on ownership_offers (to_user_id)',
  ],
} as const;
