/**
 * Every limit of the API in one place, with the numbers docs/security.md#security and
 * docs/limits.md#rate-limits state. OWASP's Authentication and Credential Stuffing cheat sheets:
 * count per client and per account, slow down rather than lock, and never let a stranger's failures
 * refuse the owner.
 */

/** A plain cap: at most `max` attempts in `windowMinutes`, then 429 until the oldest ages out. */
export interface CountLimit {
  readonly kind: string;
  readonly max: number;
  readonly windowMinutes: number;
}

/**
 * Growing delays: failures within `windowMinutes` are counted; the first `free` cost nothing, and
 * after that each further attempt must wait `baseSeconds` doubled per failure beyond `free`, at
 * most `maxSeconds`, counted from the newest failure (429 with Retry-After until then).
 */
export interface Backoff {
  readonly kind: string;
  readonly free: number;
  readonly baseSeconds: number;
  readonly maxSeconds: number;
  readonly windowMinutes: number;
}

/**
 * Sign-in failures of one client on one account: 5 free, then 1 s, 2 s, 4 s ... up to 15 minutes.
 * Only that client on that account waits; a success from it clears its count.
 */
export const SIGNIN_CLIENT_ACCOUNT: Backoff = {
  kind: 'signin_failure_client_account',
  free: 5,
  baseSeconds: 1,
  maxSeconds: 15 * 60,
  windowMinutes: 60,
};

/** Sign-in failures of one client on any accounts (password spraying): 20 free an hour, then doubling. */
export const SIGNIN_CLIENT: Backoff = {
  kind: 'signin_failure_client',
  free: 20,
  baseSeconds: 1,
  maxSeconds: 15 * 60,
  windowMinutes: 60,
};

/**
 * Failures on one account from every client: never a refusal, a soft delay. Beyond 10 in 15
 * minutes, every sign-in of that account is answered 0.5 s later per failure beyond 10, at most
 * 5 s, the right password too: an attack spread over many clients is slowed, the owner still gets in.
 */
export const SIGNIN_ACCOUNT_SOFT_DELAY = {
  kind: 'signin_failure_account',
  free: 10,
  stepMilliseconds: 500,
  maxMilliseconds: 5_000,
  windowMinutes: 15,
} as const;

/** How far back the sign-in link's mail counts the failed attempts on the account. */
export const FAILURES_REPORTED_HOURS = 24;

/** Sign-ups: per address (a confirmation mail asked for again, not in a loop) and per client. */
export const SIGNUPS_PER_ADDRESS: CountLimit = { kind: 'signup', max: 5, windowMinutes: 60 };
export const SIGNUPS_PER_CLIENT: CountLimit = { kind: 'signup_client', max: 20, windowMinutes: 60 };

/** Reset e-mails: per address (docs/limits.md#rate-limits) and per client. */
export const RESET_EMAILS_PER_ADDRESS: CountLimit = { kind: 'reset_email', max: 3, windowMinutes: 60 };
export const RESET_EMAILS_PER_CLIENT: CountLimit = { kind: 'reset_email_client', max: 10, windowMinutes: 60 };

/** Sign-in links: per address and per client, like reset e-mails. */
export const SIGNIN_LINKS_PER_ADDRESS: CountLimit = { kind: 'signin_link', max: 3, windowMinutes: 60 };
export const SIGNIN_LINKS_PER_CLIENT: CountLimit = { kind: 'signin_link_client', max: 10, windowMinutes: 60 };

/**
 * docs/passkeys.md#sign-in: challenges asked for by one client. Every visit of the sign-in page asks
 * for one (autofill), and each is a row kept 5 minutes; a clinic's whole staff may share one address,
 * so the cap is the e-mail-first question's, not a sign-in link's.
 */
export const PASSKEY_OPTIONS_PER_CLIENT: CountLimit = {
  kind: 'passkey_options_client',
  max: 120,
  windowMinutes: 10,
};

/** Invitations: per recipient (a seat cannot flood a mailbox) and per client. */
export const INVITATIONS_PER_RECIPIENT: CountLimit = { kind: 'invitation', max: 5, windowMinutes: 24 * 60 };
export const INVITATIONS_PER_CLIENT: CountLimit = { kind: 'invitation_client', max: 100, windowMinutes: 60 };

/**
 * Two-factor codes (docs/limits.md#two-factor-limits), counted like passwords per client on an
 * account and per client, and also per account with the same doubling: only someone who knows the
 * password (or holds the session) reaches a code, so a stranger cannot use this count to keep the owner out,
 * and six digits need a firmer limit than a password. A right code clears its account's counts.
 */
export const TWO_FACTOR_CLIENT_ACCOUNT: Backoff = {
  kind: 'two_factor_failure_client_account',
  free: 5,
  baseSeconds: 1,
  maxSeconds: 15 * 60,
  windowMinutes: 60,
};
export const TWO_FACTOR_CLIENT: Backoff = {
  kind: 'two_factor_failure_client',
  free: 20,
  baseSeconds: 1,
  maxSeconds: 15 * 60,
  windowMinutes: 60,
};
export const TWO_FACTOR_ACCOUNT: Backoff = {
  kind: 'two_factor_failure_account',
  free: 10,
  baseSeconds: 1,
  maxSeconds: 15 * 60,
  windowMinutes: 60,
};

/** Data downloads: each fetches every invoice PDF, so one account asks at most 10 an hour. */
export const DATA_EXPORTS_PER_ACCOUNT: CountLimit = { kind: 'data_export', max: 10, windowMinutes: 60 };

/** Seconds a client must still wait after `failures` failures, the newest `secondsSinceLast` ago. */
export function backoffWaitSeconds(
  backoff: Backoff,
  failures: number,
  secondsSinceLast: number | null,
): number {
  if (failures < backoff.free || secondsSinceLast === null) return 0;
  const delay = Math.min(backoff.baseSeconds * 2 ** (failures - backoff.free), backoff.maxSeconds);
  return Math.max(0, Math.ceil(delay - secondsSinceLast));
}

/** The soft delay of every sign-in of an account with `failures` recent failures. */
export function accountSoftDelayMilliseconds(failures: number): number {
  const beyond = failures - SIGNIN_ACCOUNT_SOFT_DELAY.free;
  if (beyond <= 0) return 0;
  return Math.min(
    beyond * SIGNIN_ACCOUNT_SOFT_DELAY.stepMilliseconds,
    SIGNIN_ACCOUNT_SOFT_DELAY.maxMilliseconds,
  );
}

/**
 * docs/desktop-app.md#rate-limits: the Windows app's authorization server, per network address.
 * The token endpoint: an app polling for its code every 5 seconds asks 120 times in 10 minutes, a
 * practice behind one address refreshes a few tokens each 10 minutes; 300 leaves room for both.
 */
export const APP_TOKEN_REQUESTS_PER_CLIENT: CountLimit = {
  kind: 'app_token_client',
  max: 300,
  windowMinutes: 10,
};
/** Codes asked for: a sign-in started again now and then, by every computer of a practice. */
export const APP_DEVICE_AUTHORIZATIONS_PER_CLIENT: CountLimit = {
  kind: 'app_device_authorization_client',
  max: 30,
  windowMinutes: 60,
};
/**
 * Codes typed on the site (RFC 8628 section 5.1: a code is 8 letters of 20, guessable only by
 * very many tries): per address, and per code, right or wrong.
 */
export const DEVICE_CODE_ENTRIES_PER_CLIENT: CountLimit = {
  kind: 'device_code_client',
  max: 20,
  windowMinutes: 60,
};
export const DEVICE_CODE_ENTRIES_PER_CODE: CountLimit = { kind: 'device_code', max: 5, windowMinutes: 60 };

/** docs/sso.md#sign-in: the e-mail-first question (does this address's domain have a provider?), per client. */
export const SSO_DISCOVERIES_PER_CLIENT: CountLimit = {
  kind: 'sso_discover_client',
  max: 60,
  windowMinutes: 10,
};
