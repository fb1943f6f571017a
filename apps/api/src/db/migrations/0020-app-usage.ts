export const appUsage = {
  id: 20,
  name: "the Windows app's usage: transcription time in batches the app numbers itself",
  statements: [
    // docs/desktop-app.md#usage: one row per batch, keyed by the account and the app's own id, so a
    // batch sent twice (or by two reports at once) is stored once; `day` is the Europe/Zurich
    // calendar day it ended on, which the day's 24 hours and the month's minutes are counted by.
    `create table app_usage_batches (
       user_id uuid not null references users (id) on delete cascade,
       batch_id text not null,
       seconds double precision not null check (seconds >= 0),
       ended_at timestamptz not null,
       day date not null,
       grant_id text,
       received_at timestamptz not null default now(),
       primary key (user_id, batch_id))`,
    'create index app_usage_batches_user_day on app_usage_batches (user_id, day)',
    // The minutes show on the user's account page and in the licence table of the owner of each
    // seat she holds (migration 0004's stamp): one bump per report, not per batch.
    `create function app_usage_changed() returns trigger language plpgsql as $$
     begin
       perform bump_account_versions(array(
         select a.user_id from added a
         union
         select s.owner_id from added a
           join licenses l on l.user_id = a.user_id and not l.owner
           join subscriptions s on s.id = l.subscription_id));
       return null;
     end $$`,
    `create trigger app_usage_account_version after insert on app_usage_batches
       referencing new table as added for each statement execute function app_usage_changed()`,
  ],
} as const;
