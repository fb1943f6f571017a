/**
 * docs/accounts.md#session: the token lives in browser storage under this key. A module of its own, so
 * reading the stored token does not bundle the chart and XState with it.
 */
export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';
