export const sessionSecondFactor = {
  id: 11,
  name: 'whether a session was opened with a second factor',
  statements: [
    // docs/accounts.md#colleagues-two-factor: when an owner requires two-factor sign-in of her
    // colleagues, their sessions opened with the password alone end. Sessions from before this
    // column count as opened without it: ending one costs a sign-in, keeping one might keep a thief.
    'alter table sessions add column second_factor boolean not null default false',
  ],
} as const;
