/**
 * Stripe's error envelope: `{ error: { type, code, decline_code, message, param, ... } }`, with the
 * HTTP status the SDK maps to its error classes (400 and 404 StripeInvalidRequestError, 401
 * StripeAuthenticationError, 402 StripeCardError, 400 + idempotency_error StripeIdempotencyError).
 * https://docs.stripe.com/api/errors
 */
export type StripeErrorType =
  | 'api_error'
  | 'card_error'
  | 'idempotency_error'
  | 'invalid_request_error'
  | 'authentication_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  advice_code?: string;
  payment_intent?: unknown;
  payment_method?: unknown;
  charge?: string;
  request_log_url?: string;
}

export class StripeApiError extends Error {
  readonly status: number;
  readonly body: StripeErrorBody;

  constructor(status: number, body: StripeErrorBody) {
    super(body.message);
    this.name = 'StripeApiError';
    this.status = status;
    this.body = body;
  }
}

const DOCS = 'https://docs.stripe.com/error-codes';

export function invalidRequest(message: string, param?: string, code?: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code, doc_url: `${DOCS}/${code.replaceAll('_', '-')}` } : {}),
    ...(param ? { param } : {}),
  });
}

/** Stripe answers an unknown id with 404 resource_missing and names the parameter that held it. */
export function resourceMissing(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    doc_url: `${DOCS}/resource-missing`,
    message: `No such ${kind}: '${id}'`,
    param,
  });
}

export function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
}

export function unknownParam(param: string): StripeApiError {
  return invalidRequest(
    `Received unknown parameter: ${param} (the Stripe emulator does not support it; see packages/stripe-emulator/README.md)`,
    param,
    'parameter_unknown',
  );
}

export function idempotencyMismatch(key: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'idempotency_error',
    message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  });
}

export function authenticationError(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message });
}

export function unrecognizedUrl(method: string, path: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
}

export function cardError(
  fields: Omit<StripeErrorBody, 'type'> & { message: string },
  extra: Partial<StripeErrorBody> = {},
): StripeApiError {
  return new StripeApiError(402, { type: 'card_error', ...fields, ...extra });
}
