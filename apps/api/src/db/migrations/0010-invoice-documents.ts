export const invoiceDocuments = {
  id: 10,
  name: 'invoice documents: what each invoice bills, for our own PDF; how an invoice paid by transfer is collected',
  statements: [
    // docs/subscriptions-and-money.md#invoices: the PDF is rendered from our copy, so it opens
    // while Stripe is slow or down. What an invoice bills, as Stripe last said it (each line: what,
    // for which period, how many, at what price including VAT), and the period it covers.
    // No sign check: Stripe's total is negative when a change's credit exceeds its charge (the
    // rest goes to the customer's balance), and a sync must store it rather than fail.
    'alter table invoices add column total integer',
    "alter table invoices add column currency text not null default 'chf'",
    'alter table invoices add column period_start timestamptz',
    'alter table invoices add column period_end timestamptz',
    "alter table invoices add column lines jsonb not null default '[]'::jsonb",
    // The customer's billing details when the invoice was first recorded: an invoice handed to an
    // accountant keeps the address it was issued to, whatever the customer saves later.
    'alter table invoices add column billed_to jsonb',
    // An invoice paid by bank transfer (collection_method send_invoice): when it is due, when the
    // reminder went out, and when it was paid (by the customer's transfer, marked in the admin area).
    "alter table invoices add column collection_method text not null default 'charge_automatically' check (collection_method in ('charge_automatically', 'send_invoice'))",
    'alter table invoices add column due_date timestamptz',
    'alter table invoices add column reminded_at timestamptz',
    'alter table invoices add column paid_at timestamptz',
    "create index invoices_open_by_transfer on invoices (due_date) where status = 'open' and collection_method = 'send_invoice'",
  ],
} as const;
