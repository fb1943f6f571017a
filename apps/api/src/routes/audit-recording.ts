import { type AuditKind, type Endpoint, type EndpointName, endpoints } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type AuditActor,
  accountIdByEmail,
  auditValues,
  emailOfAccount,
  practiceOf,
  recordAudit,
  withoutSecrets,
} from '../audit/index.js';
import type { Database } from '../db/database.js';
import { findSessionUser } from '../sessions/index.js';

/**
 * What a handler knows of its change that the request does not say (docs/audit-log.md#entry):
 * the values before and after, whom it was about, or that nothing was changed after all.
 */
export interface AuditNote {
  actor?: AuditActor;
  subjectId?: string | null;
  practiceId?: string | null;
  target?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The call answered success without changing anything: no entry. */
  nothingChanged?: boolean;
}

const notes = new WeakMap<FastifyRequest, AuditNote>();

/** The calls each app (its server, shared by every plugin's scope) registered through define-route. */
const defined = new WeakMap<object, Set<EndpointName>>();

/**
 * Notes that define-route registers `name` on `app`, so a test can prove that no call of the table
 * bypasses it (and its recording): Fastify refuses a second route on the same method and path.
 */
export function routesThroughDefineRoute(app: FastifyInstance): Set<EndpointName> {
  const names = defined.get(app.server) ?? new Set<EndpointName>();
  defined.set(app.server, names);
  return names;
}

/** A handler's note for the entry its call records once it has answered. */
export function noteAudit(request: FastifyRequest, note: AuditNote): void {
  notes.set(request, { ...notes.get(request), ...note });
}

/** The input's fields that name what a call changed; never a password, code or token. */
const TARGET_FIELDS = [
  'recipientEmail',
  'email',
  'invoiceId',
  'id',
  'sessionId',
  'phrase',
  'userId',
  'uid',
] as const;

function targetOf(input: unknown): string | null {
  if (typeof input !== 'object' || input === null) return null;
  for (const field of TARGET_FIELDS) {
    const value = (input as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, 320);
  }
  return null;
}

/** The calls of no session whose success opens one: the session's account is the actor. */
const SIGN_INS = new Set<AuditKind>(['sign_in', 'two_factor_on']);

async function actorOf(
  db: Database,
  request: FastifyRequest,
  kind: AuditKind,
  input: unknown,
  answer: unknown,
): Promise<AuditActor | null> {
  if (request.user) {
    const { id, email, role } = request.user;
    return { kind: role === 'admin' ? 'admin' : 'user', userId: id, email };
  }
  if (request.appCaller) {
    const { userId } = request.appCaller;
    return { kind: 'user', userId, email: await emailOfAccount(db, userId) };
  }
  const token =
    typeof answer === 'object' && answer !== null ? (answer as { token?: unknown }).token : undefined;
  if (SIGN_INS.has(kind)) {
    // A sign-in that asks for a second step opened nothing yet: that step records it.
    if (typeof token !== 'string') return null;
    const user = await findSessionUser(db, token);
    return user
      ? { kind: user.role === 'admin' ? 'admin' : 'user', userId: user.id, email: user.email }
      : null;
  }
  // Anyone's call (sign-up, a link asked for): the address typed, which no account may have.
  const typed = targetOf(input);
  return { kind: 'user', email: typed?.includes('@') ? typed : null };
}

/** The account a call of no session is about: the one with the address typed, who reads it as hers. */
async function subjectOf(db: Database, request: FastifyRequest, actor: AuditActor): Promise<string | null> {
  if (request.user || request.appCaller || actor.userId || !actor.email) return null;
  return accountIdByEmail(db, actor.email);
}

/** The account whose values a call's kind reads: the session's, or the app's. */
function accountOf(request: FastifyRequest): string | null {
  return request.user?.id ?? request.appCaller?.userId ?? null;
}

/** Values are read to record, never to fail a call: a read that fails records none. */
async function valuesOrNone(db: Database, kind: AuditKind, request: FastifyRequest) {
  const userId = accountOf(request);
  if (!userId) return null;
  try {
    return await auditValues(db, kind, userId);
  } catch (error) {
    request.log.error({ err: error, kind }, 'audit values not read');
    return null;
  }
}

export type CallRecorder = (call: { reply: FastifyReply; input: unknown; answer: unknown }) => Promise<void>;

/**
 * docs/audit-log.md#entry: begun before a call's handler runs (reading the values before, for the
 * kinds that have them), it records the call's entry once the handler answered success, from the
 * session (the actor), the request (address, browser), the input (the target), the practice she
 * acts in, the values after and the handler's note. Written right after the handler, in its own
 * transaction: a failure to write it neither undoes the change nor fails the answer; it is logged
 * as an error for the operator.
 */
export async function beginCallAudit(
  db: Database,
  name: EndpointName,
  request: FastifyRequest,
): Promise<CallRecorder> {
  const endpoint: Endpoint = endpoints[name];
  const kind = endpoint.audit;
  if (!kind || kind === 'none') return async () => {};
  const before = await valuesOrNone(db, kind, request);
  return async ({ reply, input, answer }) => {
    const note = notes.get(request) ?? {};
    if (note.nothingChanged || reply.statusCode >= 400) return;
    try {
      const actor = note.actor ?? (await actorOf(db, request, kind, input, answer));
      if (!actor) return;
      const practiceId =
        note.practiceId !== undefined
          ? note.practiceId
          : actor.userId
            ? await practiceOf(db, actor.userId)
            : null;
      const after = await valuesOrNone(db, kind, request);
      await recordAudit(db, {
        actor,
        kind,
        from: { address: request.ip, browser: request.headers['user-agent'] ?? null },
        practiceId,
        subjectId: note.subjectId !== undefined ? note.subjectId : await subjectOf(db, request, actor),
        target: note.target !== undefined ? note.target : targetOf(input),
        before: withoutSecrets(note.before !== undefined ? note.before : before),
        after: withoutSecrets(note.after !== undefined ? note.after : after),
      });
    } catch (error) {
      request.log.error({ err: error, call: name, kind }, 'audit entry not written');
    }
  };
}
