import type { BillingInfoResponse, SavedBillingDetails } from '@app/contracts';
import { apiError } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CallError } from '../shared/call-failure.js';
import { apiFailure, settle } from '../shared/test-support.js';
import { billingDetailsMachine } from './billing-details.machine.js';

const SAVED: SavedBillingDetails = {
  firstName: 'Anna',
  lastName: 'Muster',
  address: 'Bahnhofstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
  company: null,
  vatNumber: null,
  invoiceEmail: null,
};

function start(save: (input: unknown) => Promise<unknown> = async () => ({ message: 'ok' })) {
  const calls = { save: vi.fn() };
  const actor = createActor(
    billingDetailsMachine.provide({
      actors: {
        loadBillingInfo: fromPromise(async (): Promise<BillingInfoResponse> => ({ billingInfo: SAVED })),
        saveBillingInfo: fromPromise(async ({ input }) => {
          calls.save(input);
          return save(input);
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('billing details (docs/subscriptions-and-money.md#billing-info)', () => {
  it('loads the details saved, edits them and saves them as the API keeps them', async () => {
    const { actor, calls } = start();
    await settle();
    expect(actor.getSnapshot().context.saved).toEqual(SAVED);
    actor.send({ type: 'DETAILS.EDIT' });
    expect(actor.getSnapshot().context.values).toMatchObject({ firstName: 'Anna', company: '' });
    actor.send({ type: 'DETAILS.CHANGE', field: 'company', value: 'Praxis Muster' });
    actor.send({ type: 'DETAILS.CHANGE', field: 'vatNumber', value: 'che116281710 mwst' });
    actor.send({ type: 'DETAILS.SAVE' });
    await settle();
    expect(calls.save).toHaveBeenCalledWith({
      billingInfo: expect.objectContaining({
        company: 'Praxis Muster',
        vatNumber: 'che116281710 mwst',
        invoiceEmail: '',
      }),
    });
    expect(actor.getSnapshot().matches('viewing')).toBe(true);
    expect(actor.getSnapshot().context.saved).toMatchObject({
      vatNumber: 'CHE-116.281.710 MWST',
      invoiceEmail: null,
    });
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'billing.details.saved' });
  });

  it('shows the contracts’ check on each field before any call: a wrong check digit, an empty name', async () => {
    const { actor, calls } = start();
    await settle();
    actor.send({ type: 'DETAILS.EDIT' });
    actor.send({ type: 'DETAILS.CHANGE', field: 'vatNumber', value: 'CHE-116.281.711' });
    actor.send({ type: 'DETAILS.CHANGE', field: 'lastName', value: ' ' });
    actor.send({ type: 'DETAILS.SAVE' });
    expect(actor.getSnapshot().context.errors).toEqual({ vatNumber: 'invalid_format', lastName: 'required' });
    expect(calls.save).not.toHaveBeenCalled();
    actor.send({ type: 'DETAILS.CHANGE', field: 'vatNumber', value: '' });
    expect(actor.getSnapshot().context.errors.vatNumber).toBeUndefined();
  });

  it('puts the API’s refusal of a field on that field, and keeps the values being edited', async () => {
    const refusal = new CallError({
      kind: 'api',
      status: 400,
      error: apiError('validation_failed', {
        issues: [{ path: ['billingInfo', 'invoiceEmail'], code: 'invalid_format', message: 'x' }],
      }),
    });
    const { actor } = start(async () => {
      throw refusal;
    });
    await settle();
    actor.send({ type: 'DETAILS.EDIT' });
    actor.send({ type: 'DETAILS.SAVE' });
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({ invoiceEmail: 'invalid_format' });
    const network = start(async () => {
      throw apiFailure('internal_error');
    });
    await settle();
    network.actor.send({ type: 'DETAILS.EDIT' });
    network.actor.send({ type: 'DETAILS.SAVE' });
    await settle();
    expect(network.actor.getSnapshot().context.feedback).toMatchObject({
      kind: 'apiError',
      code: 'internal_error',
    });
  });
});
