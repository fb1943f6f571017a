import type { AccountSettingsResponse } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure } from '../shared/test-support.js';
import { accountSettingsMachine } from './account-settings.machine.js';

const SETTINGS: AccountSettingsResponse = {
  twoFactor: { enabled: true, recoveryCodesLeft: 10, requiredByOwner: false },
  colleaguesTwoFactorRequired: false,
  appDeviceCode: { allowed: true },
  practicePasskeysRequired: false,
  deletionScheduledAt: null,
};

function start(overrides: Record<string, (input: unknown) => Promise<unknown>> = {}) {
  const calls = {
    disable: vi.fn(),
    colleagues: vi.fn(),
    practicePasskeys: vi.fn(),
    appCode: vi.fn(),
    remove: vi.fn(),
    keep: vi.fn(),
  };
  let settings = SETTINGS;
  const actor = createActor(
    accountSettingsMachine.provide({
      actors: {
        loadSettings: fromPromise(async () => settings),
        disableTwoFactor: fromPromise(async ({ input }) => {
          calls.disable(input);
          await overrides.disable?.(input);
          settings = {
            ...settings,
            twoFactor: { enabled: false, recoveryCodesLeft: 0, requiredByOwner: false },
          };
          return { message: 'off' };
        }),
        setColleaguesTwoFactor: fromPromise(async ({ input }) => {
          calls.colleagues(input);
          return { message: 'ok', required: input.required };
        }),
        setPracticePasskeys: fromPromise(async ({ input }) => {
          calls.practicePasskeys(input);
          await overrides.practicePasskeys?.(input);
          settings = { ...settings, practicePasskeysRequired: input.required };
          return { message: 'ok', required: input.required };
        }),
        setAppDeviceCodeSwitch: fromPromise(async ({ input }) => {
          calls.appCode(input);
          await overrides.appCode?.(input);
          settings = { ...settings, appDeviceCode: { allowed: input.allowed } };
          return { allowed: input.allowed };
        }),
        exportData: fromPromise(async () => {
          await overrides.exportData?.(undefined);
        }),
        deleteAccount: fromPromise(async ({ input }) => {
          calls.remove(input);
          await overrides.remove?.(input);
          return { message: 'ok', deletionScheduledAt: '2026-12-25T10:00:00.000Z' };
        }),
        keepAccount: fromPromise(async () => {
          calls.keep();
          settings = { ...settings, deletionScheduledAt: null };
          return { message: 'kept' };
        }),
      },
    }),
  );
  const emitted = vi.fn();
  actor.on('*', emitted);
  actor.start();
  return { actor, calls, emitted };
}

const ready = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches('ready'));

describe('the account settings (docs/accounts.md#two-factor)', () => {
  it('turns two-factor sign-in off with the proof given, then reloads', async () => {
    const { actor, calls } = start();
    await ready(actor);
    actor.send({ type: 'SETTINGS.DISABLE_TWO_FACTOR', proof: { password: 'secret7' } });
    await waitFor(
      actor,
      (snapshot) => snapshot.matches('ready') && snapshot.context.settings?.twoFactor.enabled === false,
    );
    expect(calls.disable).toHaveBeenCalledWith({ password: 'secret7' });
    expect(actor.getSnapshot().context).toMatchObject({
      section: 'twoFactor',
      feedback: { id: 'account.twoFactor.disabled' },
    });
  });

  it('shows a wrong password where it was typed, in its section', async () => {
    const { actor } = start({ remove: () => Promise.reject(apiFailure('password_incorrect')) });
    await ready(actor);
    actor.send({ type: 'SETTINGS.DELETE', request: { password: 'nope' } });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.feedback !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      section: 'deletion',
      feedback: { code: 'password_incorrect' },
    });
  });

  it('reports the deletion with its date, and ends', async () => {
    const { actor, emitted, calls } = start();
    await ready(actor);
    actor.send({ type: 'SETTINGS.DELETE', request: { password: 'secret7', code: '123456' } });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.remove).toHaveBeenCalledWith({ password: 'secret7', code: '123456' });
    expect(emitted).toHaveBeenCalledWith({
      type: 'settings.deleted',
      deletionScheduledAt: '2026-12-25T10:00:00.000Z',
    });
  });

  it('keeps the account, sets the colleagues’ requirement and downloads the data', async () => {
    const { actor, calls } = start();
    await ready(actor);
    actor.send({ type: 'SETTINGS.KEEP' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.feedback !== null);
    expect(calls.keep).toHaveBeenCalled();
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'account.deletion.kept' });
    actor.send({ type: 'SETTINGS.SET_COLLEAGUES', required: true });
    await waitFor(
      actor,
      (snapshot) => snapshot.matches('ready') && snapshot.context.section === 'colleagues',
    );
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'account.colleagues.required' });
    actor.send({ type: 'SETTINGS.EXPORT' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.section === 'data');
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'account.data.downloaded' });
  });

  it("switches the practice's passkey rule, then reloads (docs/passkeys.md#policy)", async () => {
    const { actor, calls } = start();
    await ready(actor);
    actor.send({ type: 'SETTINGS.SET_PRACTICE_PASSKEYS', required: true });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.feedback !== null);
    expect(calls.practicePasskeys).toHaveBeenCalledWith({ required: true });
    expect(actor.getSnapshot().context).toMatchObject({
      settings: { practicePasskeysRequired: true },
      section: 'practicePasskeys',
      feedback: { id: 'account.passkeys.practice.required', tone: 'success' },
    });
  });

  it("says a refusal of the practice's passkey rule beside its switch", async () => {
    const { actor } = start({
      practicePasskeys: async () => {
        throw apiFailure('not_subscription_owner');
      },
    });
    await ready(actor);
    actor.send({ type: 'SETTINGS.SET_PRACTICE_PASSKEYS', required: true });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.feedback !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      settings: { practicePasskeysRequired: false },
      section: 'practicePasskeys',
      feedback: { kind: 'apiError', code: 'not_subscription_owner' },
    });
  });

  it('switches the sign-in of the Windows app with a code, then reloads (docs/licences.md#device-code-switch)', async () => {
    const { actor, calls } = start();
    await ready(actor);
    actor.send({ type: 'SETTINGS.SET_APP_DEVICE_CODE', allowed: false });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.feedback !== null);
    expect(calls.appCode).toHaveBeenCalledWith({ allowed: false });
    expect(actor.getSnapshot().context).toMatchObject({
      settings: { appDeviceCode: { allowed: false } },
      section: 'appDeviceCode',
      feedback: { id: 'account.appDeviceCode.forbidden', tone: 'success' },
    });
    actor.send({ type: 'SETTINGS.SET_APP_DEVICE_CODE', allowed: true });
    await waitFor(actor, (snapshot) => snapshot.context.settings?.appDeviceCode?.allowed === true);
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'account.appDeviceCode.allowed' });
  });

  it('says a refused switch in its own section, the setting unchanged', async () => {
    const { actor } = start({ appCode: () => Promise.reject(apiFailure('not_subscription_owner')) });
    await ready(actor);
    actor.send({ type: 'SETTINGS.SET_APP_DEVICE_CODE', allowed: false });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.feedback !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      settings: { appDeviceCode: { allowed: true } },
      section: 'appDeviceCode',
      feedback: { code: 'not_subscription_owner' },
    });
  });
});
