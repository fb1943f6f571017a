export const mailGivenUp = {
  id: 12,
  name: 'mail outbox: when a mail was given up',
  statements: [
    // docs/limits.md#mail-given-up: a mail that failed its last try stays, for an operator, with
    // the time it was given up; its next try is at infinity so no worker claims it again.
    'alter table mail_outbox add column given_up_at timestamptz',
  ],
} as const;
