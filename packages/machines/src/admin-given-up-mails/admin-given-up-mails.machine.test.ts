import type { GivenUpMail } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { networkFailure } from '../shared/test-support.js';
import { adminGivenUpMailsMachine } from './admin-given-up-mails.machine.js';

const MAIL: GivenUpMail = {
  id: '7',
  recipient: 'anna.muster@praxis.ch',
  kind: 'password_reset',
  givenUpAt: '2026-12-01T08:00:00.000Z',
  attempts: 30,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
};

describe('admin mails given up (docs/admin.md#given-up-mails)', () => {
  it('lists the mails the outbox gave up on', async () => {
    const actor = createActor(
      adminGivenUpMailsMachine.provide({ actors: { loadGivenUpMails: fromPromise(async () => [MAIL]) } }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.mails).toEqual([MAIL]);
  });

  it('says a list it could not load could not be loaded, and loads it again on request', async () => {
    let calls = 0;
    const actor = createActor(
      adminGivenUpMailsMachine.provide({
        actors: {
          loadGivenUpMails: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw networkFailure();
            return [MAIL];
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.feedback).toMatchObject({ tone: 'error' });
    actor.send({ type: 'MAILS.RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ mails: [MAIL], feedback: null });
  });
});
