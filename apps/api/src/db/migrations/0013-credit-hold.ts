export const creditHold = {
  id: 13,
  name: 'subscriptions: a first order on invoice above the credit limit, and its approval',
  statements: [
    // docs/subscriptions-and-money.md#credit-limit: the order waits for its first invoice's
    // payment (credit_hold, kept in step with Stripe by each sync) or for an admin's approval,
    // recorded with who gave it and when (the address too: it outlives the admin's account).
    'alter table subscriptions add column credit_hold boolean not null default false',
    'alter table subscriptions add column credit_approved_at timestamptz',
    'alter table subscriptions add column credit_approved_by uuid references users (id) on delete set null',
    'alter table subscriptions add column credit_approved_by_email text',
  ],
} as const;
