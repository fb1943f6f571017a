export const seatReconciliation = {
  id: 25,
  name: 'seat reconciliation: the days it ran',
  statements: [
    // docs/licences.md#seat-reconciliation: the daily comparison of our seats with Stripe's runs
    // once a day however many API processes share the database; the process whose insert of the
    // day wins runs it. A day Stripe could not be reached is deleted again, to be tried next pass.
    `create table seat_reconciliations (
      day date primary key,
      started_at timestamptz not null default now(),
      finished_at timestamptz,
      subscriptions integer,
      drifts integer
    )`,
  ],
} as const;
