/**
 * docs/sso.md#test-before-enforce: the person setting single sign-on up is sent through the
 * provider by a one-time token of hers (`sso_test`), which the start exchanges for a test flow.
 */
export const ssoTestToken = {
  id: 27,
  name: "single sign-on's test token",
  statements: [
    'alter table one_time_tokens drop constraint one_time_tokens_purpose_check',
    `alter table one_time_tokens add constraint one_time_tokens_purpose_check
       check (purpose in ('email_confirmation', 'password_reset', 'invitation', 'signin_link',
                          'two_factor_code', 'two_factor_setup', 'sso_test'))`,
  ],
} as const;
