import { ERROR_CATALOGUE } from './error-catalogue.js';
import { z } from './zod.js';

export { ERROR_CATALOGUE };

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.enum(ERROR_CODES);

/** The HTTP status that goes with each code; the API answers with it, the mocks copy it. */
export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

/**
 * Per-field reasons of a `validation_failed`, in a vocabulary of our own so that the site can
 * translate them (the texts of docs/accounts.md#sign-up-checks) without knowing which validation library the
 * API uses.
 */
export const FIELD_ISSUE_CODES = [
  'required',
  'invalid_type',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'invalid_format',
  // docs/calls.md#text-fields
  'control_character',
  'invalid_value',
  'mismatch',
  'unrecognized_key',
] as const;
export const fieldIssueCodeSchema = z.enum(FIELD_ISSUE_CODES);
export type FieldIssueCode = z.infer<typeof fieldIssueCodeSchema>;

/** Caps keep an error body small whatever the request held. */
export const MAX_FIELD_ISSUES = 50;
const MAX_PATH_DEPTH = 8;
const MAX_PATH_SEGMENT_LENGTH = 100;
const ERROR_MESSAGE_MAX_LENGTH = 1000;

export const fieldIssueSchema = z.object({
  /** Where in the request, e.g. `['billingInfo', 'postalCode']`; `[]` for the whole body. */
  path: z.array(z.union([z.string().max(MAX_PATH_SEGMENT_LENGTH), z.number().int()])).max(MAX_PATH_DEPTH),
  code: fieldIssueCodeSchema,
  message: z.string().max(ERROR_MESSAGE_MAX_LENGTH),
  /**
   * The bound that was missed (minimum length, maximum count...), for messages such as those of
   * docs/accounts.md#sign-up-checks.
   */
  limit: z.number().optional(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const apiErrorSchema = z.object({
  error: z.literal(true),
  code: errorCodeSchema,
  message: z.string().max(ERROR_MESSAGE_MAX_LENGTH),
  issues: z.array(fieldIssueSchema).max(MAX_FIELD_ISSUES).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Builds an error body; the message defaults to the catalogue's English text. */
export function apiError(
  code: ErrorCode,
  options: { message?: string; issues?: readonly FieldIssue[] } = {},
): ApiError {
  const body: ApiError = { error: true, code, message: options.message ?? ERROR_CATALOGUE[code].message };
  if (options.issues !== undefined) body.issues = options.issues.slice(0, MAX_FIELD_ISSUES);
  return body;
}

/** For a client: is this response body our error shape (and not, say, a proxy's HTML page)? */
export function isApiError(value: unknown): value is ApiError {
  return apiErrorSchema.safeParse(value).success;
}

/** Custom checks (passwords that differ) name their field code in `params.code`. */
function customCode(params: Record<string, unknown> | undefined): FieldIssueCode {
  const code = fieldIssueCodeSchema.safeParse(params?.code);
  return code.success ? code.data : 'invalid_value';
}

function toPath(path: readonly PropertyKey[]): FieldIssue['path'] {
  return path
    .slice(0, MAX_PATH_DEPTH)
    .map((segment) =>
      typeof segment === 'number' ? segment : String(segment).slice(0, MAX_PATH_SEGMENT_LENGTH),
    );
}

/**
 * Whether the value at `path` of the request is absent, which the site words as "required"
 * (docs/accounts.md#sign-up-checks).
 */
function isMissing(input: unknown, path: readonly PropertyKey[]): boolean {
  let value: unknown = input;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return true;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value === undefined;
}

function fromZodIssue(issue: z.core.$ZodIssue, input: unknown): FieldIssue[] {
  const path = toPath(issue.path);
  const message = issue.message.slice(0, ERROR_MESSAGE_MAX_LENGTH);
  // A missing key fails as a wrong type or a wrong option, but the user's problem is that it is missing.
  const typeOrOption =
    issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union';
  if (typeOrOption && isMissing(input, issue.path)) return [{ path, code: 'required', message }];
  switch (issue.code) {
    case 'invalid_type':
      return [{ path, code: 'invalid_type', message }];
    case 'too_small': {
      const limit = Number(issue.minimum);
      if (issue.origin === 'string') {
        return [{ path, code: limit <= 1 ? 'required' : 'too_short', message, limit }];
      }
      return [{ path, code: 'too_small', message, limit }];
    }
    case 'too_big': {
      const limit = Number(issue.maximum);
      return [{ path, code: issue.origin === 'string' ? 'too_long' : 'too_big', message, limit }];
    }
    case 'invalid_format':
      return [{ path, code: 'invalid_format', message }];
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        path: toPath([...issue.path, key]),
        code: 'unrecognized_key' as const,
        message,
      }));
    case 'custom':
      return [{ path, code: customCode(issue.params), message }];
    default:
      return [{ path, code: 'invalid_value', message }];
  }
}

/**
 * Turns a zod failure into the `issues` of a `validation_failed` body (capped). `input` is what
 * was parsed: zod 4 keeps inputs off its issues, and a missing field is told from a wrong one by
 * looking there.
 */
export function fieldIssuesFromZod(error: z.ZodError, input: unknown): FieldIssue[] {
  return error.issues.flatMap((issue) => fromZodIssue(issue, input)).slice(0, MAX_FIELD_ISSUES);
}

/** The whole `validation_failed` body for a zod failure: what the API answers on a bad request. */
export function validationError(error: z.ZodError, input: unknown): ApiError {
  return apiError('validation_failed', { issues: fieldIssuesFromZod(error, input) });
}
