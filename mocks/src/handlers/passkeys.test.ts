import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { passkeysFixture } from '../fixtures/passkeys.js';
import { server } from '../node.js';
import { scenarios } from '../scenarios/index.js';
import { callEndpoint } from '../test-requests.js';
import { createHandlers, resetDefaultWorld } from './index.js';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDefaultWorld();
});
afterAll(() => server.close());

const json = async (response: Response) => ({ status: response.status, ...(await response.json()) });
const [first, second] = passkeysFixture();
const remove = (id = first?.id) => callEndpoint('removePasskey', { input: { id } });

describe('the passkeys of the account page (docs/passkeys.md#list)', () => {
  it('lists a passkey added, renames it, and removes one, naming those left to the browser', async () => {
    const { passkey } = await json(await callEndpoint('addPasskey'));
    expect(passkey).toMatchObject({ name: 'Praxis-PC Empfang', lastUsedAt: null });
    await callEndpoint('renamePasskey', { input: { id: passkey.id, name: 'Laptop' } });
    const removed = await json(await remove());
    expect(removed.signal.allAcceptedCredentialIds).toHaveLength(2);
    const { passkeys } = await json(await callEndpoint('listPasskeys'));
    expect(passkeys.map((each: { name: string | null }) => each.name)).toEqual([null, 'Laptop']);
  });

  it('answers 404 for a passkey of no one', async () => {
    const unknown = '7f3a9142-ac5d-4e8f-9021-3c4d5e6f7a88';
    expect(
      await json(await callEndpoint('renamePasskey', { input: { id: unknown, name: 'x' } })),
    ).toMatchObject({
      status: 404,
    });
    expect((await remove(unknown)).status).toBe(404);
  });

  it('asks for a fresh sign-in before the last passkey goes (docs/passkeys.md#remove)', async () => {
    server.use(...scenarios.passkeyLastNeedsFreshSignin.handlers());
    expect(await json(await remove())).toMatchObject({ status: 409, code: 'fresh_signin_required' });
  });

  it('keeps the last passkey while a passkey is required of her (docs/passkeys.md#policy)', async () => {
    server.use(...scenarios.passkeyLastRequired.handlers());
    expect(await json(await remove())).toMatchObject({ code: 'passkey_required' });
  });

  it('counts no session as a passkey one once every passkey is gone (docs/passkeys.md#passkey-session)', async () => {
    server.use(...createHandlers({ passkeySession: true }));
    await remove(first?.id);
    await remove(second?.id);
    expect(await json(await callEndpoint('listPasskeys'))).toMatchObject({
      passkeys: [],
      passkeySession: false,
    });
  });
});

describe("the admin's passkey (docs/passkeys.md#admins)", () => {
  it('lets the admin in once she has set two-factor sign-in up and added a passkey in this session', async () => {
    server.use(...scenarios.adminWithoutTwoFactor.handlers());
    await callEndpoint('startTwoFactorSetup');
    expect((await callEndpoint('confirmTwoFactorSetup')).status).toBe(200);
    // Her code is not enough: the passkey added counts for this session.
    expect(await json(await callEndpoint('adminAccess'))).toMatchObject({ code: 'admin_needs_passkey' });
    expect((await callEndpoint('addPasskey')).status).toBe(200);
    expect((await callEndpoint('adminAccess')).status).toBe(200);
  });

  it('refuses an admin without a passkey until she adds one', async () => {
    server.use(...scenarios.adminWithoutPasskey.handlers());
    expect(await json(await callEndpoint('getBlacklist'))).toMatchObject({
      status: 403,
      code: 'admin_needs_passkey',
    });
    await callEndpoint('addPasskey');
    expect((await callEndpoint('adminAccess')).status).toBe(200);
  });
});

describe("the practice's rule (docs/passkeys.md#policy)", () => {
  it("the owner and an admin of the practice switch it; a colleague's role may not", async () => {
    expect(await json(await callEndpoint('setPracticePasskeys'))).toMatchObject({ required: true });
    expect(await json(await callEndpoint('accountSettings'))).toMatchObject({
      practicePasskeysRequired: true,
    });
    server.use(...scenarios.practiceAdmin.handlers());
    expect((await callEndpoint('setPracticePasskeys')).status).toBe(200);
    expect(await json(await callEndpoint('accountSettings'))).toMatchObject({
      practicePasskeysRequired: true,
    });
    server.resetHandlers();
    server.use(...scenarios.colleague.handlers());
    expect(await json(await callEndpoint('setPracticePasskeys'))).toMatchObject({
      code: 'role_not_permitted',
    });
  });
});
