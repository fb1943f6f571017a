import { apiError, type ErrorCode, errorStatus } from '@app/contracts';
import { CallError } from './call-failure.js';

/** An API refusal as the site's client reports it. */
export const apiFailure = (code: ErrorCode, message?: string): CallError =>
  new CallError({ kind: 'api', status: errorStatus(code), error: apiError(code, { message }) });

export const networkFailure = (): CallError => new CallError({ kind: 'network' });

/** Lets resolved promises of invoked actors deliver their done events. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
