export const subscriptionsAndAdmin = {
  id: 3,
  name: 'subscriptions, licences, invoices, webhooks, blacklist, tracking',
  statements: [
    'alter table users add column stripe_customer_id text unique',
    // transcriptionTime in seconds (docs/admin.md#users), reported by the dictation app.
    'alter table users add column transcription_seconds double precision not null default 0',
    // The billing-info dialog (docs/subscriptions-and-money.md#billing-dialog): five required fields, kept
    // for invoices.
    `create table billing_info (
      user_id uuid primary key references users (id) on delete cascade,
      first_name text not null,
      last_name text not null,
      address text not null,
      postal_code text not null,
      city text not null,
      updated_at timestamptz not null default now()
    )`,
    // Our copy of the Stripe subscription, kept in step by webhooks, so the account page does not
    // depend on Stripe being up. One live subscription per account (the partial unique index).
    `create table subscriptions (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references users (id) on delete cascade,
      token text not null unique,
      plan text not null check (plan in ('premium', 'enterprise')),
      frequency text not null check (frequency in ('monthly', 'annual')),
      quantity integer not null check (quantity >= 1),
      collection_method text not null check (collection_method in ('charge_automatically', 'send_invoice')),
      stripe_subscription_id text not null unique,
      status text not null,
      current_period_end timestamptz,
      cancel_at timestamptz,
      ended_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    'create unique index subscriptions_one_live on subscriptions (owner_id) where ended_at is null',
    // Enterprise seats; the owner holds one (owner = true, never removable).
    `create table licenses (
      subscription_id uuid not null references subscriptions (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      owner boolean not null default false,
      status text not null check (status in ('active', 'pending')),
      created_at timestamptz not null default now(),
      primary key (subscription_id, user_id)
    )`,
    // A colleague holds at most one seat anywhere.
    'create unique index licenses_one_per_user on licenses (user_id)',
    `create table invoices (
      stripe_invoice_id text primary key,
      subscription_id uuid not null references subscriptions (id) on delete cascade,
      number text,
      created timestamptz not null,
      amount_paid integer not null,
      status text not null,
      invoice_pdf text
    )`,
    'create index invoices_subscription on invoices (subscription_id, created desc)',
    // Webhooks are recorded by event id and processed once.
    `create table stripe_events (
      id text primary key,
      type text not null,
      received_at timestamptz not null default now(),
      processed_at timestamptz
    )`,
    `create table blacklist_phrases (
      id bigserial primary key,
      lang text not null check (lang in ('fr', 'de', 'it', 'en')),
      phrase text not null,
      created_at timestamptz not null default now(),
      unique (lang, phrase)
    )`,
    `create table tracking_clicks (
      id uuid primary key default gen_random_uuid(),
      click_id text not null,
      clicked_at timestamptz not null default now()
    )`,
    'create index tracking_clicks_date on tracking_clicks (clicked_at desc)',
  ],
} as const;
