import type { CDPSession, Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain), the journeys' stand-in
 * for Windows Hello or a phone (docs/passkeys.md#tests): a platform authenticator that keeps
 * discoverable passkeys, verifies its user and answers at once, with no dialog to click. It counts
 * its signatures, so a clone of one of its keys can be made to go backwards (docs/passkeys.md#counter).
 * It works only where the page is a relying party: on `localhost`, never 127.0.0.1.
 */

/** A passkey as the authenticator holds it: id, private key (PKCS #8) and user handle in Base64. */
export interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

export interface VirtualAuthenticator {
  /** The passkeys it keeps, with their counters. */
  credentials(): Promise<VirtualCredential[]>;
  /** Puts a passkey in, as exported by `credentials` (a clone's, with the counter it should send). */
  addCredential(credential: VirtualCredential): Promise<void>;
  removeCredential(credentialId: string): Promise<void>;
  /** Whether the fingerprint, face or PIN succeeds. */
  setUserVerified(verified: boolean): Promise<void>;
}

/** Attaches a virtual authenticator to `page`'s tab: it stays through the tab's navigations. */
export async function virtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('WebAuthn.enable');
  const { authenticatorId } = await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    async credentials() {
      return (await session.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    },
    async addCredential(credential) {
      await session.send('WebAuthn.addCredential', { authenticatorId, credential });
    },
    async removeCredential(credentialId) {
      await session.send('WebAuthn.removeCredential', { authenticatorId, credentialId });
    },
    async setUserVerified(isUserVerified) {
      await session.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified });
    },
  };
}
