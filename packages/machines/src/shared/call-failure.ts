import { type ApiError, isApiError } from '@app/contracts';

/**
 * How a call can fail, as every injected call actor reports it: the API answered with the shared
 * error shape, or the request never got an answer. Machines branch on this, never on fetch.
 */
export type CallFailure =
  | {
      readonly kind: 'api';
      readonly status: number;
      readonly error: ApiError;
      /**
       * How long to wait, from a 429's `Retry-After` (docs/calls.md#error-shape), when the answer
       * said it; the screen then names it (docs/languages.md#wait).
       */
      readonly retryAfterSeconds?: number;
    }
  | { readonly kind: 'network' };

/** What a call actor throws; the site's API client creates it, tests create it directly. */
export class CallError extends Error {
  constructor(readonly failure: CallFailure) {
    super(failure.kind === 'api' ? failure.error.message : 'network failure');
    this.name = 'CallError';
  }
}

/** Anything a call actor rejected with, as a CallFailure (an unexpected throw counts as network). */
export function failureOf(error: unknown): CallFailure {
  if (error instanceof CallError) return error.failure;
  if (error && typeof error === 'object' && 'failure' in error) {
    const failure = (error as { failure: unknown }).failure as CallFailure | undefined;
    if (failure?.kind === 'network') return failure;
    if (failure?.kind === 'api' && isApiError(failure.error)) return failure;
  }
  return { kind: 'network' };
}

/**
 * docs/accounts.md#session-end: a 401 or 403 on an authenticated call ends the session, but the
 * 403s that ask an admin to set up two-factor sign-in (docs/admin.md#admin-two-factor) or to add a
 * passkey (docs/passkeys.md#admins), and the one that says a member's role does not allow a
 * practice's call (docs/licences.md#permissions).
 */
const KEEPING_SESSION: readonly string[] = [
  'admin_needs_two_factor',
  'admin_needs_passkey',
  'role_not_permitted',
];

export function endsSession(failure: CallFailure): boolean {
  return (
    failure.kind === 'api' &&
    (failure.status === 401 || failure.status === 403) &&
    !KEEPING_SESSION.includes(failure.error.code)
  );
}

/** The server's own message when it sent one. */
export function serverMessage(failure: CallFailure): string | undefined {
  return failure.kind === 'api' ? failure.error.message : undefined;
}
