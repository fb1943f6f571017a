import type {
  AuthenticationCredential,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  RegistrationCredential,
} from '@app/contracts';
import { SoftwareAuthenticator } from '@app/test-authenticator';

/**
 * One passkey of the API's tests (docs/passkeys.md#tests), held by the shared software
 * authenticator (@app/test-authenticator: ES256 on P-256, attestation `none`), with each check's
 * input (origin, relying party id, user verification, challenge, user handle) its own to spoil.
 */

/** What one ceremony sends otherwise than a faithful browser and authenticator would. */
export interface CeremonyTweaks {
  origin?: string;
  rpId?: string;
  /** User verification (fingerprint, PIN) done; true unless set. */
  userVerified?: boolean;
  /** The challenge signed, instead of the options'. */
  challenge?: string;
  /** The user handle sent with an assertion, instead of the registered one. */
  userHandle?: string;
}

export interface TestPasskeyOptions {
  origin: string;
  rpId: string;
  /**
   * Counts its signatures (a security key): each assertion sends a higher count. A synced passkey
   * sends 0 always (docs/passkeys.md#counter).
   */
  counting?: boolean;
  /** Backed up (synced between devices). */
  synced?: boolean;
}

export class TestPasskey {
  private constructor(
    readonly options: TestPasskeyOptions,
    private readonly authenticator: SoftwareAuthenticator,
  ) {}

  static create(options: TestPasskeyOptions): TestPasskey {
    return new TestPasskey(options, new SoftwareAuthenticator(options.origin));
  }

  /** The credential id the API stores; known once created. */
  get id(): string {
    const credential = this.authenticator.credentials[0];
    if (!credential) throw new Error('no passkey created yet');
    return credential.id;
  }

  /** A copy of the key, as a cloned authenticator holds it: same credential, its own counter. */
  clone(): TestPasskey {
    const copy = SoftwareAuthenticator.fromJSON(structuredClone(this.authenticator.toJSON()));
    return new TestPasskey(this.options, copy);
  }

  /** navigator.credentials.create() for the options' user. */
  create(options: PasskeyCreationOptions, tweaks: CeremonyTweaks = {}): RegistrationCredential {
    const credential = this.authenticator.register(options, {
      origin: tweaks.origin ?? this.options.origin,
      rpId: tweaks.rpId ?? this.options.rpId,
      userVerified: tweaks.userVerified ?? true,
      backedUp: this.options.synced ?? false,
      ...(tweaks.challenge ? { challenge: tweaks.challenge } : {}),
    });
    // A counting authenticator signs its next assertions with 2, 3, ...: above the 0 registered.
    if (this.options.counting) this.authenticator.setCounter(credential.id, 1);
    return credential;
  }

  /**
   * navigator.credentials.get(): the options' challenge signed with this passkey, whichever the
   * options allow (as a client of its own may send any answer).
   */
  get(options: PasskeyRequestOptions, tweaks: CeremonyTweaks = {}): AuthenticationCredential {
    const credential = this.authenticator.authenticate(
      { ...options, allowCredentials: [] },
      {
        credentialId: this.id,
        origin: tweaks.origin ?? this.options.origin,
        rpId: tweaks.rpId ?? this.options.rpId,
        userVerified: tweaks.userVerified ?? true,
        backedUp: this.options.synced ?? false,
        ...(tweaks.challenge ? { challenge: tweaks.challenge } : {}),
      },
    );
    return tweaks.userHandle
      ? { ...credential, response: { ...credential.response, userHandle: tweaks.userHandle } }
      : credential;
  }
}
