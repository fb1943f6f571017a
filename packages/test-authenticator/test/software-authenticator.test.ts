import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from '../src/index.js';

const ORIGIN = 'http://localhost:3000';
const RP_ID = 'localhost';

/** A passkey registered and verified by the library the API uses, with what the API would keep. */
async function registered(authenticator: SoftwareAuthenticator, userVerified = true) {
  const options = await generateRegistrationOptions({
    rpName: 'Dictation',
    rpID: RP_ID,
    userName: 'anna.muster@praxis.ch',
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const response = authenticator.register(options, { userVerified });
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: options.challenge,
    expectedOrigin: ORIGIN,
    expectedRPID: RP_ID,
    requireUserVerification: true,
  });
  return { options, verified };
}

async function signIn(authenticator: SoftwareAuthenticator, stored: WebAuthnCredential, answer = {}) {
  const options = await generateAuthenticationOptions({ rpID: RP_ID, userVerification: 'required' });
  const response = authenticator.authenticate(options, answer);
  return verifyAuthenticationResponse({
    response,
    expectedChallenge: options.challenge,
    expectedOrigin: ORIGIN,
    expectedRPID: RP_ID,
    credential: stored,
    requireUserVerification: true,
  });
}

describe('the software authenticator', () => {
  it('makes registrations and assertions that SimpleWebAuthn verifies', async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const { options, verified } = await registered(authenticator);
    expect(verified.verified).toBe(true);
    const info = verified.registrationInfo;
    if (!info) throw new Error('no registration info');
    expect(info.credential.id).toBe(authenticator.credentials[0]?.id);
    expect(authenticator.credentials[0]?.userHandle).toBe(options.user.id);
    const result = await signIn(authenticator, info.credential);
    expect(result.verified).toBe(true);
  });

  it('spoils what a test asks: the origin, user verification and a counter gone backwards', async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const { verified } = await registered(authenticator);
    const credential = verified.registrationInfo?.credential;
    if (!credential) throw new Error('no credential');
    await expect(signIn(authenticator, credential, { origin: 'https://phish.example' })).rejects.toThrow(
      /origin/i,
    );
    await expect(signIn(authenticator, credential, { userVerified: false })).rejects.toThrow(/verif/i);
    await expect(signIn(authenticator, credential, { rpId: 'phish.example' })).rejects.toThrow(/RP ID/i);
    authenticator.setCounter(credential.id, 7);
    const counted = await signIn(authenticator, credential);
    expect(counted.authenticationInfo.newCounter).toBe(8);
    await expect(signIn(authenticator, { ...credential, counter: 8 }, { counter: 3 })).rejects.toThrow(
      /counter/i,
    );
  });

  it('keeps its passkeys across a round trip through JSON', async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const { verified } = await registered(authenticator);
    const credential = verified.registrationInfo?.credential;
    if (!credential) throw new Error('no credential');
    const again = SoftwareAuthenticator.fromJSON(JSON.parse(JSON.stringify(authenticator)));
    expect((await signIn(again, credential)).verified).toBe(true);
  });
});
