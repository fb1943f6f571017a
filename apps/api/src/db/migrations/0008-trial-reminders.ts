export const trialReminders = {
  id: 8,
  name: 'trial reminders, and the holder name on a colleague account page',
  statements: [
    // docs/subscriptions-and-money.md#trial: the mails that a Free account's trial is ending, each
    // sent once per account. The primary key is what makes it once, however many API processes run
    // the job at the same time.
    `create table trial_reminders (
      user_id uuid not null references users (id) on delete cascade,
      days_before integer not null check (days_before > 0),
      sent_at timestamptz not null default now(),
      primary key (user_id, days_before)
    )`,
    // The job looks for accounts by the day they signed up.
    'create index users_created_at on users (created_at)',
    // A colleague's account page names who manages the seat, from the holder's billing details.
    `create function billing_info_changed() returns trigger language plpgsql as $$
     begin
       perform bump_account_versions(array(
         select l.user_id from licenses l join subscriptions s on s.id = l.subscription_id
          where s.owner_id = coalesce(new.user_id, old.user_id) and not l.owner));
       return null;
     end $$`,
    `create trigger billing_info_account_version after insert or update or delete on billing_info
       for each row execute function billing_info_changed()`,
  ],
} as const;
