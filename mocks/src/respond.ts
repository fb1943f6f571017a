/** A call with a bearer token, as the API's session check reads its header (the token is not checked). */
export const hasBearer = (request: Request): boolean =>
  /^Bearer \S+$/.test(request.headers.get('authorization') ?? '');
