import { usersMeResponseSchema } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../node.js';
import { pendingAccount } from '../scenarios/users.js';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const me = (headers: Record<string, string> = {}) => fetch('http://localhost/api/users/me', { headers });

describe('users/me handler', () => {
  it('answers the active fixture to a bearer, in the contract shape', async () => {
    const response = await me({ authorization: 'Bearer token-1' });
    expect(response.status).toBe(200);
    // The default world is an Enterprise owner: users/me says the plan served (docs/calls.md#users-me).
    expect(usersMeResponseSchema.parse(await response.json())).toEqual({
      status: 'active',
      plan: 'enterprise',
    });
  });

  it('answers 401 with the shared error shape without a bearer', async () => {
    const response = await me();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: true, code: 'unauthorized' });
  });

  it('switches to the pending fixture in the pending-account scenario', async () => {
    server.use(...pendingAccount);
    const response = await me({ authorization: 'Bearer token-1' });
    expect(await response.json()).toEqual({ status: 'pending', plan: 'enterprise' });
  });
});
