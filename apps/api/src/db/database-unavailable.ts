/**
 * SQLSTATE classes and codes that mean the server could not serve the statement, not that the
 * statement was wrong: 08 connection exceptions, 57P01-57P03 (shut down by an administrator, a
 * crash, or not accepting connections yet while it starts or stops), 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** Node's codes for a connection that could not be made or broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres reports a connection the server closed mid-query, and a pool that waited too
 * long for one, with a message only (no code).
 */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];

/**
 * Whether `error` says the PostgreSQL server is unreachable, restarting or overloaded: the
 * request's transaction was rolled back (a lost commit answer aside) and the request may be sent
 * again, so the user gets a 503 rather than a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || NETWORK_CODES.has(code))) return true;
  return typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}
