import type { AdminUser } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { networkFailure } from '../shared/test-support.js';
import { adminUsersMachine, allEmails } from './admin-users.machine.js';

const user = (email: string): AdminUser => ({
  _id: email,
  email,
  role: 'user',
  plan: 'premium',
  numberOfLicenses: 1,
  status: 'active',
  createdAt: '2026-01-05T08:00:00.000Z',
  transcriptionTime: 1830,
});

describe('admin users (docs/admin.md#users)', () => {
  it('lists the users, and copies every address comma-separated', async () => {
    const users = [user('a@praxis.ch'), user('b@klinik.ch')];
    const actor = createActor(
      adminUsersMachine.provide({ actors: { loadUsers: fromPromise(async () => users) } }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.users).toEqual(users);
    expect(allEmails(users)).toBe('a@praxis.ch, b@klinik.ch');
  });

  it('empties the list silently when loading fails', async () => {
    const actor = createActor(
      adminUsersMachine.provide({
        actors: { loadUsers: fromPromise(async () => Promise.reject(networkFailure())) },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.users).toEqual([]);
  });
});
