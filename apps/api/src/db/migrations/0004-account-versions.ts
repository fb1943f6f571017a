export const accountVersions = {
  id: 4,
  name: 'account versions: a stamp that changes with anything the account page shows',
  statements: [
    // Read with the session on every call, so a process can reuse its copy of the account page's
    // data for as long as the stamp is unchanged, without trusting any other process's cache.
    'alter table users add column account_version bigint not null default 0',
    `create function bump_account_versions(user_ids uuid[]) returns void language sql as $$
       update users set account_version = account_version + 1 where id = any(user_ids)
     $$`,
    // A subscription's change shows on its owner's page and on every seat holder's plan.
    `create function subscriptions_changed() returns trigger language plpgsql as $$
     declare
       row_id uuid := coalesce(new.id, old.id);
       owner uuid := coalesce(new.owner_id, old.owner_id);
     begin
       perform bump_account_versions(array_append(
         array(select user_id from licenses where subscription_id = row_id), owner));
       return null;
     end $$`,
    `create trigger subscriptions_account_version after insert or update or delete on subscriptions
       for each row execute function subscriptions_changed()`,
    // A seat shows on its holder's plan and in its owner's licence table.
    `create function licenses_changed() returns trigger language plpgsql as $$
     begin
       perform bump_account_versions(array[
         coalesce(new.user_id, old.user_id),
         (select owner_id from subscriptions where id = coalesce(new.subscription_id, old.subscription_id))]);
       return null;
     end $$`,
    `create trigger licenses_account_version after insert or update or delete on licenses
       for each row execute function licenses_changed()`,
    `create function invoices_changed() returns trigger language plpgsql as $$
     begin
       perform bump_account_versions(array[
         (select owner_id from subscriptions where id = coalesce(new.subscription_id, old.subscription_id))]);
       return null;
     end $$`,
    `create trigger invoices_account_version after insert or update or delete on invoices
       for each row execute function invoices_changed()`,
  ],
} as const;
