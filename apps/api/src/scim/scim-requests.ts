import SCIMMY from 'scimmy';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { SCIM_MAX_RESULTS } from './scim-resources.js';
import { scimError } from './scim-values.js';

/** The attributes a filter may name (RFC 7644 §3.4.2.2: any other is `invalidFilter`, never "all"). */
const FILTERABLE = new Set([
  'id',
  'username',
  'externalid',
  'active',
  'displayname',
  'emails',
  'name',
  'meta',
]);
const OPERATORS = new Set(['eq', 'ne', 'co', 'sw', 'ew', 'gt', 'lt', 'ge', 'le', 'pr', 'np']);

/** Whether a parsed filter (SCIMMY's expression objects) is whole: every comparison has its operator and value. */
function wholeExpression(expression: unknown, top: boolean): boolean {
  if (Array.isArray(expression)) {
    if (typeof expression[0] === 'string' && OPERATORS.has(expression[0].toLowerCase()))
      return ['pr', 'np'].includes(expression[0].toLowerCase()) || expression.length >= 2;
    return expression.length > 0 && expression.every((item) => wholeExpression(item, top));
  }
  if (typeof expression !== 'object' || expression === null) return false;
  const entries = Object.entries(expression);
  return (
    entries.length > 0 &&
    entries.every(
      ([name, value]) => (!top || FILTERABLE.has(name.toLowerCase())) && wholeExpression(value, false),
    )
  );
}

/** A list request's parameters (RFC 7644 §3.4.2), a broken filter refused `invalidFilter`. */
export function listParameters(query: Record<string, unknown>): {
  filter?: string;
  startIndex?: number;
  count?: number;
} {
  const number = (value: unknown) => {
    const parsed = typeof value === 'string' && /^-?\d{1,9}$/.test(value) ? Number(value) : undefined;
    return parsed;
  };
  const startIndex = number(query.startIndex);
  const count = number(query.count);
  const parameters: { filter?: string; startIndex?: number; count?: number } = {
    // RFC 7644 §3.4.2.4: below 1 reads as 1; a negative count as 0; none above our page.
    ...(startIndex !== undefined ? { startIndex: Math.max(1, startIndex) } : {}),
    count: Math.min(Math.max(0, count ?? SCIM_MAX_RESULTS), SCIM_MAX_RESULTS),
  };
  if (query.filter === undefined) return parameters;
  if (typeof query.filter !== 'string' || query.filter.length > 1000)
    throw scimError(400, 'invalidFilter', 'The filter is not a single expression');
  let parsed: unknown;
  try {
    parsed = new SCIMMY.Types.Filter(query.filter);
  } catch (error) {
    if (error instanceof SCIMMY.Types.Error) throw scimError(400, 'invalidFilter', error.message);
    throw scimError(400, 'invalidFilter', 'The filter cannot be read');
  }
  if (!wholeExpression(parsed, true))
    throw scimError(
      400,
      'invalidFilter',
      'The filter names an attribute that cannot be filtered or lacks a value',
    );
  return { ...parameters, filter: query.filter };
}

/** "True"/"False" as Microsoft Entra has been known to send `active` (in any case), as booleans. */
function booleanOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const lower = value.trim().toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : value;
}

/**
 * A PatchOp as SCIMMY reads it: `active` given as a string by Entra made a boolean, with or
 * without `path` (docs/sso.md#scim). Anything else is left for SCIMMY to judge.
 */
export function normalisedPatch(body: unknown): unknown {
  const { schemas, Operations: operations } = (typeof body === 'object' && body !== null ? body : {}) as {
    schemas?: unknown;
    Operations?: unknown;
  };
  // The shape SCIMMY reads without checking (it would fail on a null schema list or operation).
  const whole =
    Array.isArray(schemas) &&
    schemas.every((schema) => typeof schema === 'string') &&
    Array.isArray(operations) &&
    operations.every(
      (operation) => typeof operation === 'object' && operation !== null && !Array.isArray(operation),
    );
  if (!whole)
    throw scimError(400, 'invalidSyntax', 'A PatchOp message has a list of schemas and a list of Operations');
  const message = body as { Operations: unknown[] };
  return {
    ...message,
    Operations: message.Operations.map((operation) => {
      if (typeof operation !== 'object' || operation === null) return operation;
      const { path, value } = operation as { path?: unknown; value?: unknown };
      if (typeof path === 'string' && path.trim().toLowerCase() === 'active')
        return { ...operation, value: booleanOf(value) };
      if (path === undefined && typeof value === 'object' && value !== null && !Array.isArray(value))
        return {
          ...operation,
          value: Object.fromEntries(
            Object.entries(value).map(([key, item]) => [
              key,
              key.toLowerCase() === 'active' ? booleanOf(item) : item,
            ]),
          ),
        };
      return operation;
    }),
  };
}

/** The same for a whole User (PUT, POST): `active` as a string becomes a boolean. */
export function normalisedUser(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const user = body as Record<string, unknown>;
  return 'active' in user ? { ...user, active: booleanOf(user.active) } : user;
}

/**
 * Any failure as a SCIM error (RFC 7644 §3.12): ours and SCIMMY's as they are, the database out of
 * reach 503, Fastify's own refusals of a body (not JSON, too large, another type) with their 4xx;
 * anything else is unexpected (logged by the caller) and 500.
 */
export function scimFailure(error: unknown): {
  scim: InstanceType<typeof SCIMMY.Types.Error>;
  unexpected: boolean;
} {
  if (error instanceof SCIMMY.Types.Error) return { scim: error, unexpected: false };
  if (isDatabaseUnavailable(error))
    return { scim: scimError(503, null, 'The service is unavailable; try again'), unexpected: false };
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500)
    return {
      scim: scimError(status, status === 400 ? 'invalidSyntax' : null, 'The request cannot be read'),
      unexpected: false,
    };
  return { scim: scimError(500, null, 'Internal error'), unexpected: true };
}
