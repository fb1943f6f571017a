export const paidChanges = {
  id: 5,
  name: 'paid changes: purchases in progress, previews, scheduled changes, stored webhook events',
  statements: [
    // One purchase at a time per account, without a connection held while Stripe answers: a row
    // marks it, released on every outcome; one left by a process that died lapses at expires_at.
    `create table purchases (
      user_id uuid primary key references users (id) on delete cascade,
      holder uuid not null,
      started_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`,
    // The proration date of the change last previewed, reused when that change is made, so the
    // amount charged is the amount the preview showed (Stripe prorates to the second).
    `create table change_quotes (
      user_id uuid primary key references users (id) on delete cascade,
      plan text not null check (plan in ('premium', 'enterprise')),
      frequency text not null check (frequency in ('monthly', 'annual')),
      quantity integer not null check (quantity >= 1),
      proration_date timestamptz not null,
      created_at timestamptz not null default now()
    )`,
    // A decrease waiting for the period's end (Stripe's subscription schedule), and a paid change
    // waiting for the customer's 3-D Secure (Stripe's pending update).
    "alter table subscriptions add column scheduled_plan text check (scheduled_plan in ('premium', 'enterprise'))",
    "alter table subscriptions add column scheduled_frequency text check (scheduled_frequency in ('monthly', 'annual'))",
    'alter table subscriptions add column scheduled_quantity integer check (scheduled_quantity >= 1)',
    'alter table subscriptions add column scheduled_at timestamptz',
    'alter table subscriptions add column change_awaits_authentication boolean not null default false',
    // When the Stripe state last written was read: an older read never overwrites a newer one.
    'alter table subscriptions add column stripe_read_at timestamptz',
    // Webhook events are stored first and applied after, by the request or, failing that, by a
    // worker that retries with backoff: Stripe is answered 2xx as soon as the event is kept.
    'alter table stripe_events add column payload jsonb',
    'alter table stripe_events add column attempts integer not null default 0',
    'alter table stripe_events add column last_error text',
    'alter table stripe_events add column outcome text',
    'alter table stripe_events add column next_attempt_at timestamptz not null default now()',
    'create index stripe_events_due on stripe_events (next_attempt_at) where processed_at is null',
  ],
} as const;
