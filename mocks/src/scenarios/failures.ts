import { ENDPOINT_NAMES, type EndpointName, type ErrorCode, endpoints } from '@app/contracts';
import { HttpResponse, type RequestHandler } from 'msw';
import { endpointRoute, errorResponse } from '../endpoint.js';

const AUTHENTICATED = ENDPOINT_NAMES.filter((name) => endpoints[name].auth !== 'none');

/** One call answers 500 with the shared error shape. */
export const serverErrorOn = (name: EndpointName): RequestHandler => {
  const { method, path } = endpointRoute(name);
  return method(path, () => errorResponse('internal_error'));
};

/** One call is refused with `code` and its status, as the API refuses it. */
export const refusalOn = (name: EndpointName, code: ErrorCode): RequestHandler => {
  const { method, path } = endpointRoute(name);
  return method(path, () => errorResponse(code));
};

/** One call never gets an answer (the browser reports a network error). */
export const networkFailureOn = (name: EndpointName): RequestHandler => {
  const { method, path } = endpointRoute(name);
  return method(path, () => HttpResponse.error());
};

/** One authenticated call answers 401: the session ended on the server (docs/accounts.md#session-end). */
export const expiredSessionOn = (name: EndpointName): RequestHandler => {
  if (endpoints[name].auth === 'none') throw new Error(`${name} is not an authenticated call`);
  const { method, path } = endpointRoute(name);
  return method(path, () => errorResponse('unauthorized'));
};

export const serverErrorEverywhere = (): RequestHandler[] => ENDPOINT_NAMES.map(serverErrorOn);
export const networkFailureEverywhere = (): RequestHandler[] => ENDPOINT_NAMES.map(networkFailureOn);
/** A visitor without a session: every authenticated call answers 401, public calls work. */
export const expiredSessionEverywhere = (): RequestHandler[] => AUTHENTICATED.map(expiredSessionOn);
