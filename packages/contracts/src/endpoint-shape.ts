import type { z } from 'zod';
import type { AuditKind } from './audit-log.js';
import type { ErrorCode } from './errors.js';
import type { PracticeAction } from './practice-roles.js';

// What a row of the calls' table is (endpoints.ts), and the words its rows are written with: apart
// from the table, so that a call a page makes as it opens (opening-calls.ts) is described without
// the module of every other call.

/** docs/calls.md#backend-base: the site's `{backend}` by default; every path below is under it. */
export const API_BASE_PATH = '/api';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * Who may call: anyone, a signed-in user (bearer token, docs/calls.md#bearer), a signed-in admin
 * (docs/admin.md#admin-access, enforced on the server), or the Windows app with its own access token
 * (docs/desktop-app.md#app-calls): a browser session's token is not an app token, nor the reverse.
 */
export type EndpointAuth = 'none' | 'user' | 'admin' | 'app';

/** A row of docs/calls.md#calls, or a call the product needs beyond it (docs/calls.md#added-calls). */
export type EndpointOrigin = 'spec' | 'product';

/** Where the request's data travels. `none`: no body; an empty JSON object `{}` is tolerated. */
export type EndpointRequest =
  | { readonly location: 'none' }
  | { readonly location: 'body' | 'query'; readonly schema: z.ZodType };

/**
 * A JSON answer with 200, a browser redirect (302) whose target the API picks, or a file to save
 * (200 with its media type and an attachment name; failures are JSON errors as for any call).
 */
export type EndpointResponse =
  | { readonly kind: 'json'; readonly schema: z.ZodType }
  | { readonly kind: 'redirect' }
  | { readonly kind: 'file'; readonly mediaType: string };

export interface Endpoint {
  readonly method: HttpMethod;
  /** Under API_BASE_PATH; a parameter is written `{name}` (path-params.ts), as OpenAPI writes it. */
  readonly path: `/${string}`;
  /**
   * The path's parameters, each `{name}` of `path` a key (400 `validation_failed` when one does
   * not parse); they join the request's input beside its body or query.
   */
  readonly params?: z.ZodObject;
  readonly auth: EndpointAuth;
  readonly origin: EndpointOrigin;
  readonly request: EndpointRequest;
  readonly response: EndpointResponse;
  /** The codes particular to this call; `possibleErrors` adds those any call may answer. */
  readonly errors: readonly ErrorCode[];
  /**
   * The action of the permission matrix the call does on the caller's practice
   * (docs/licences.md#permissions): a member of another's practice whose roles do not permit it is
   * refused with 403 `role_not_permitted` before anything else is read; the owner of her own
   * account may always. Absent: the call acts on the caller's own account only.
   */
  readonly permission?: PracticeAction;
  /**
   * What a successful call records in the audit log (docs/audit-log.md#kinds), by define-route once
   * the handler has answered: a kind for every call that changes data or hands out a file (a data
   * export, an invoice); `none` for a POST that changes nothing that matters (a preview, a check,
   * a two-factor setup begun and not yet confirmed). Absent: a read, which records nothing.
   */
  readonly audit?: AuditKind | 'none';
}

export const none = { location: 'none' } as const;
export const body = <S extends z.ZodType>(schema: S) => ({ location: 'body', schema }) as const;
export const query = <S extends z.ZodType>(schema: S) => ({ location: 'query', schema }) as const;
export const json = <S extends z.ZodType>(schema: S) => ({ kind: 'json', schema }) as const;
export const redirect = { kind: 'redirect' } as const;
export const file = (mediaType: string) => ({ kind: 'file', mediaType }) as const;
