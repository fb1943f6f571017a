/**
 * Every failure leaves the API as `{ error: true, message, code }` with a 4xx/5xx status, so the
 * site can always show something and translate by `code`.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthorized = () => new ApiError(401, 'unauthorized', 'Please sign in again.');

export interface ErrorBody {
  error: true;
  message: string;
  code: string;
}

export const errorBody = (code: string, message: string): ErrorBody => ({ error: true, message, code });
