/**
 * docs/desktop-app.md#reference-client: what the client's exit code tells the script or the test
 * that ran it, one code per outcome an app must tell apart.
 */
export const EXIT = {
  ok: 0,
  /** A bad command line, or an answer the client did not expect (a bug on one side). */
  failed: 1,
  /** No sign-in held, or the server ended it: 401, `invalid_grant`. Sign in again through the browser. */
  signedOut: 2,
  /** 409 `app_no_licence`: signed in, but the account holds no licence now. */
  noLicence: 3,
  /** The signed offline entitlement is missing, tampered with, from another server or past its end. */
  offlineInvalid: 4,
  /** The server could not be reached. */
  network: 5,
  /** 409 `app_device_limit`: the seat serves as many devices as it may. */
  deviceLimit: 6,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure the command line reports in one line and ends with its exit code. */
export class ClientError extends Error {
  constructor(
    readonly exitCode: ExitCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ClientError';
  }
}
