import { REFUSED_WHILE_DELETION_PENDING } from '@app/contracts';
import type { RequestHandler } from 'msw';
import { endpointRoute, errorResponse } from '../endpoint.js';
import { hasBearer } from '../respond.js';
import { createWorld, type MockWorld, type WorldOptions } from '../world.js';
import { accountHandlers } from './account.js';
import { adminHandlers } from './admin.js';
import { appAuthHandlers } from './app-auth.js';
import { auditHandlers } from './audit.js';
import { authenticationHandlers } from './authentication.js';
import { billingHandlers } from './billing.js';
import { desktopAppHandlers } from './desktop-app.js';
import { licensesHandlers } from './licenses.js';
import { passkeySigninHandlers } from './passkey-signin.js';
import { passkeysHandlers } from './passkeys.js';
import { practiceHandlers } from './practice.js';
import { ssoHandlers } from './sso.js';
import { subscriptionsHandlers } from './subscriptions.js';
import { usersHandlers } from './users.js';

/**
 * docs/accounts.md#deletion-ends-the-money: while the world's deletion is pending, the calls that
 * buy answer 409 deletion_pending, as the API does; otherwise their own handler answers (a
 * resolver that answers nothing hands the request on).
 */
function refusedWhileDeletionPending(world: MockWorld): RequestHandler[] {
  return REFUSED_WHILE_DELETION_PENDING.map((name) => {
    const { method, path } = endpointRoute(name);
    return method(path, ({ request }) =>
      hasBearer(request) && world.settings.deletionScheduledAt
        ? errorResponse('deletion_pending')
        : undefined,
    );
  });
}

/** Every call of the contracts' table, answered from one world. */
export function handlersFor(world: MockWorld): RequestHandler[] {
  return [
    // docs/licences.md#permissions: a member's roles are checked before anything else.
    ...practiceHandlers(world, handlersFor),
    ...refusedWhileDeletionPending(world),
    ...authenticationHandlers(world),
    ...passkeySigninHandlers(world),
    ...usersHandlers(world),
    ...subscriptionsHandlers(world),
    ...billingHandlers(world),
    ...licensesHandlers(world),
    ...adminHandlers(world),
    ...accountHandlers(world),
    ...passkeysHandlers(world),
    ...appAuthHandlers(),
    ...desktopAppHandlers(world),
    ...auditHandlers(world),
    ...ssoHandlers(world),
  ];
}

/** Fresh handlers on a fresh world: what each scenario and each story starts from. */
export const createHandlers = (options?: WorldOptions): RequestHandler[] => handlersFor(createWorld(options));

const defaultWorld = createWorld();

/**
 * The happy path of every call: a signed-in enterprise owner with seats free. Its state lives as
 * long as the worker or server; `resetDefaultWorld()` in an `afterEach` starts each test afresh.
 */
export const handlers: RequestHandler[] = handlersFor(defaultWorld);

export function resetDefaultWorld(): void {
  Object.assign(defaultWorld, createWorld());
}
