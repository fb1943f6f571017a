export const billing = {
  id: 9,
  name: 'billing: details for invoices, what a subscription charges and to which card, unpaid renewals, billing notices',
  statements: [
    // docs/subscriptions-and-money.md#billing-info: the optional parts of the billing details (the
    // UID/VAT number is also a tax id on the Stripe customer; the invoice address gets the mails
    // about payments).
    'alter table billing_info add column company text',
    'alter table billing_info add column vat_number text',
    'alter table billing_info add column invoice_email text',
    // Our copy of what Stripe charges, read with every sync, so the account page shows it while
    // Stripe is slow or down: the subscription's card, its next charge (Stripe's upcoming invoice)
    // and a renewal left unpaid (its invoice, amount and why).
    'alter table subscriptions add column card_payment_method text',
    'alter table subscriptions add column card_brand text',
    'alter table subscriptions add column card_last4 text',
    'alter table subscriptions add column card_exp_month integer check (card_exp_month between 1 and 12)',
    'alter table subscriptions add column card_exp_year integer',
    'alter table subscriptions add column next_charge_amount integer check (next_charge_amount >= 0)',
    'alter table subscriptions add column next_charge_at timestamptz',
    'alter table subscriptions add column problem_invoice_id text',
    'alter table subscriptions add column problem_amount_due integer check (problem_amount_due >= 0)',
    "alter table subscriptions add column problem_reason text check (problem_reason in ('failed', 'action_required'))",
    // What an open invoice asks, for its "Pay" action; a paid one asked what it was paid.
    'alter table invoices add column amount_due integer not null default 0 check (amount_due >= 0)',
    'update invoices set amount_due = amount_paid',
    // What happened to a subscription that its owner (or a colleague) is told by mail, recorded in
    // the transaction that saw it happen; a worker then writes the mails in each recipient's
    // language. The key makes each notice once however often Stripe sends the event behind it.
    `create table billing_notices (
      key text primary key,
      kind text not null,
      user_id uuid not null references users (id) on delete cascade,
      params jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      mailed_at timestamptz
    )`,
    'create index billing_notices_pending on billing_notices (created_at) where mailed_at is null',
  ],
} as const;
