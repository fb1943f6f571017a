import { type ErrorCode, errorStatus } from '@app/contracts';

/**
 * A failure the API means to report. The app's error handler turns it into the shared error body
 * of `@app/contracts` with the status its code carries there, so a route never picks a status by
 * hand and the site can translate by `code`.
 */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    /** For 429: how long to wait, sent as Retry-After (packages/contracts/README.md#errors). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message ?? code);
    this.name = 'HttpError';
    this.statusCode = errorStatus(code);
  }
}
