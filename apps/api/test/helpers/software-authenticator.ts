import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationCredential,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  RegistrationCredential,
} from '@app/contracts';
import { type CBORType, encodeCBOR } from '@levischuck/tiny-cbor';

/**
 * A WebAuthn authenticator in software for the API's tests (docs/passkeys.md#tests): an ES256 key
 * pair on P-256, attestation `none`, and the authenticator data and client data a browser would
 * send, with each check's input (origin, relying party id, user verification, counter) its own to
 * set wrong. Nothing of the API's ceremonies is reused here: the library on the other side checks it.
 */

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

/** COSE: key type EC2, algorithm ES256, curve P-256. */
const COSE_EC2 = 2;
const COSE_ES256 = -7;
const COSE_P256 = 1;

const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array): string => Buffer.from(data).toString('base64url');

/** What one ceremony may set otherwise than a faithful browser and authenticator would. */
export interface CeremonyTweaks {
  origin?: string;
  rpId?: string;
  /** User verification (fingerprint, PIN) done; true unless set. */
  userVerified?: boolean;
  /** User presence; true unless set (a conditional create leaves it out). */
  userPresent?: boolean;
  /** The challenge signed, instead of the options'. */
  challenge?: string;
  /** The user handle sent with an assertion, instead of the registered one. */
  userHandle?: string;
}

export interface SoftwareAuthenticatorOptions {
  origin: string;
  rpId: string;
  /**
   * Counts its signatures (a security key): each assertion sends the next count. A synced passkey
   * sends 0 always (docs/passkeys.md#counter).
   */
  counting?: boolean;
  /** Backed up (synced between devices): flags BE and BS. */
  synced?: boolean;
}

export class SoftwareAuthenticator {
  readonly credentialId: Buffer = randomBytes(32);
  counter = 0;
  /** The handle the API gave at registration, sent back with each assertion. */
  userHandle: string | null = null;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;

  constructor(
    readonly options: SoftwareAuthenticatorOptions,
    keys?: { privateKey: KeyObject; publicKey: KeyObject },
  ) {
    const pair = keys ?? generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** A copy of the key, as a cloned authenticator holds it: same credential, its own counter. */
  clone(): SoftwareAuthenticator {
    const copy = new SoftwareAuthenticator(this.options, {
      privateKey: this.privateKey,
      publicKey: this.publicKey,
    });
    copy.credentialId.set(this.credentialId);
    copy.counter = this.counter;
    copy.userHandle = this.userHandle;
    return copy;
  }

  private flags(tweaks: CeremonyTweaks, attested: boolean): number {
    let flags = 0;
    if (tweaks.userPresent ?? true) flags |= FLAG_UP;
    if (tweaks.userVerified ?? true) flags |= FLAG_UV;
    if (this.options.synced) flags |= FLAG_BE | FLAG_BS;
    if (attested) flags |= FLAG_AT;
    return flags;
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return encodeCBOR(
      new Map<number, CBORType>([
        [1, COSE_EC2],
        [3, COSE_ES256],
        [-1, COSE_P256],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]),
    );
  }

  private authenticatorData(tweaks: CeremonyTweaks, attested: boolean, counter: number): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const head = [
      sha256(tweaks.rpId ?? this.options.rpId),
      Buffer.from([this.flags(tweaks, attested)]),
      count,
    ];
    if (!attested) return Buffer.concat(head);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    return Buffer.concat([
      ...head,
      Buffer.alloc(16), // AAGUID: none, as attestation `none` gives.
      idLength,
      this.credentialId,
      Buffer.from(this.cosePublicKey()),
    ]);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, tweaks: CeremonyTweaks) {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge: tweaks.challenge ?? challenge,
        origin: tweaks.origin ?? this.options.origin,
        crossOrigin: false,
      }),
    );
  }

  /** navigator.credentials.create(): a new passkey for the options' user, attestation `none`. */
  create(options: PasskeyCreationOptions, tweaks: CeremonyTweaks = {}): RegistrationCredential {
    this.userHandle = options.user.id;
    const authData = this.authenticatorData(tweaks, true, this.counter);
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CBORType>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, tweaks)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): the options' challenge signed over authData || sha256(clientData). */
  get(options: PasskeyRequestOptions, tweaks: CeremonyTweaks = {}): AuthenticationCredential {
    if (this.options.counting) this.counter += 1;
    const authData = this.authenticatorData(tweaks, false, this.options.counting ? this.counter : 0);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tweaks);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    const userHandle = tweaks.userHandle ?? this.userHandle;
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(userHandle ? { userHandle } : {}),
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
