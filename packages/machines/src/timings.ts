/** Every delay of docs/limits.md#timings, named once. Machines refer to these, never to bare numbers. */
export const COPY_CONFIRMATION_MS = 2_000;
/** Card payment: how often the current user is read while activation is pending. */
export const ACTIVATION_POLL_INTERVAL_MS = 4_000;
/** Card payment: polling gives up after this long with the activation-too-long error. */
export const ACTIVATION_TIMEOUT_MS = 120_000;
/** Card payment: the wait after the extra authentication (3-D Secure) before the first poll. */
export const AFTER_AUTHENTICATION_WAIT_MS = 1_500;
/** Reset password: the success message stays this long before /signin. */
export const RESET_REDIRECT_DELAY_MS = 3_000;
/** Payment and licence adjustment: a changed choice is previewed once it has been still this long. */
export const CHANGE_PREVIEW_DELAY_MS = 400;
