import { createHash, createPrivateKey, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { type CBORType, encodeCBOR } from '@levischuck/tiny-cbor';

/**
 * A passkey authenticator in software, for tests only (docs/passkeys.md#tests): it answers the
 * ceremonies' options as a browser with a platform authenticator would hand them on (the JSON of
 * @simplewebauthn/browser), so the API's tests can spoil one part at a time (origin, relying party,
 * user verification, the signature counter) and the journeys can bring a passkey session to a page
 * served from an address where the browser itself cannot (an IP address is no relying party id).
 * ES256 (P-256) keys; attestation "none".
 */

export interface StoredCredential {
  /** Base64URL credential id. */
  id: string;
  rpId: string;
  /** Base64URL user handle the options named. */
  userHandle: string;
  /** PKCS #8 DER, Base64URL. */
  privateKey: string;
  /** The signature counter: the next answer sends this plus one (0 stays 0, as synced passkeys do). */
  counter: number;
}

/** What an answer claims, each part spoilable by a test. */
export interface AnswerOptions {
  /** The origin the browser would write in clientDataJSON. */
  origin?: string;
  /** The relying party id whose hash opens authenticatorData; by default the options' (or the authenticator's). */
  rpId?: string;
  /** The UV flag (fingerprint, face or PIN done); true unless said otherwise. */
  userVerified?: boolean;
  /** The backup flags (a synced passkey). */
  backedUp?: boolean;
  /** The counter to send instead of the stored one's next (a clone's, going backwards). */
  counter?: number;
  /** Another challenge than the options' (one already answered, or made up). */
  challenge?: string;
}

interface CreationOptions {
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
  challenge: string;
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: ReadonlyArray<{ id: string }>;
}

const b64url = (bytes: Uint8Array | Buffer): string => Buffer.from(bytes).toString('base64url');
const fromB64url = (text: string): Buffer => Buffer.from(text, 'base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

/** authenticatorData (WebAuthn Level 3, 6.1): rpIdHash, flags, counter, and on creation the credential. */
function authenticatorData(
  rpId: string,
  flags: { userVerified: boolean; backedUp: boolean; attested: boolean },
  counter: number,
  attested?: Buffer,
): Buffer {
  const counterBytes = Buffer.alloc(4);
  counterBytes.writeUInt32BE(counter);
  // UP (0x01) always: a test never answers without presence; UV 0x04; BE 0x08 and BS 0x10; AT 0x40.
  const flagByte =
    0x01 | (flags.userVerified ? 0x04 : 0) | (flags.backedUp ? 0x18 : 0) | (flags.attested ? 0x40 : 0);
  return Buffer.concat([sha256(rpId), Buffer.from([flagByte]), counterBytes, attested ?? Buffer.alloc(0)]);
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

export class SoftwareAuthenticator {
  readonly credentials: StoredCredential[];

  constructor(
    /** The origin answers claim unless a call says otherwise. */
    readonly origin: string,
    credentials: StoredCredential[] = [],
  ) {
    this.credentials = credentials;
  }

  /** The authenticator's credentials as JSON, to keep between runs of a helper (the journeys' admin). */
  toJSON(): { origin: string; credentials: StoredCredential[] } {
    return { origin: this.origin, credentials: this.credentials };
  }

  static fromJSON(json: { origin: string; credentials: StoredCredential[] }): SoftwareAuthenticator {
    return new SoftwareAuthenticator(json.origin, json.credentials);
  }

  /** navigator.credentials.create(): a new ES256 key pair, kept, and its registration answer. */
  register(options: CreationOptions, answer: AnswerOptions = {}) {
    const rpId = answer.rpId ?? options.rp.id ?? new URL(answer.origin ?? this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const id = randomBytes(16);
    const coseKey = encodeCBOR(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, fromB64url(jwk.x as string)],
        [-3, fromB64url(jwk.y as string)],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(coseKey)]);
    const counter = answer.counter ?? 0;
    const authData = authenticatorData(
      rpId,
      { userVerified: answer.userVerified ?? true, backedUp: answer.backedUp ?? false, attested: true },
      counter,
      attested,
    );
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CBORType>()],
        ['authData', authData],
      ]),
    );
    const credential: StoredCredential = {
      id: b64url(id),
      rpId,
      userHandle: options.user.id,
      privateKey: b64url(privateKey.export({ format: 'der', type: 'pkcs8' })),
      counter,
    };
    this.credentials.push(credential);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(
          clientData('webauthn.create', answer.challenge ?? options.challenge, answer.origin ?? this.origin),
        ),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /**
   * navigator.credentials.get(): signs the challenge with the first credential the options allow
   * (any of this relying party's when they name none, as autofill does), or with `credentialId`.
   */
  authenticate(options: RequestOptions, answer: AnswerOptions & { credentialId?: string } = {}) {
    const allowed = options.allowCredentials?.map((descriptor) => descriptor.id);
    const credential = this.credentials.find(
      (candidate) =>
        (answer.credentialId ? candidate.id === answer.credentialId : true) &&
        (allowed && allowed.length > 0 ? allowed.includes(candidate.id) : true) &&
        (options.rpId ? candidate.rpId === options.rpId : true),
    );
    if (!credential) throw new Error('the software authenticator holds no passkey these options allow');
    const counter = answer.counter ?? (credential.counter === 0 ? 0 : credential.counter + 1);
    if (answer.counter === undefined) credential.counter = counter;
    const authData = authenticatorData(
      answer.rpId ?? credential.rpId,
      { userVerified: answer.userVerified ?? true, backedUp: answer.backedUp ?? false, attested: false },
      counter,
    );
    const client = clientData(
      'webauthn.get',
      answer.challenge ?? options.challenge,
      answer.origin ?? this.origin,
    );
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(client)]),
      createPrivateKey({ key: fromB64url(credential.privateKey), format: 'der', type: 'pkcs8' }),
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(client),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** Starts counting signatures from `counter` (an authenticator that counts; 0 is one that does not). */
  setCounter(credentialId: string, counter: number): void {
    const credential = this.credentials.find((candidate) => candidate.id === credentialId);
    if (!credential) throw new Error(`no credential ${credentialId}`);
    credential.counter = counter;
  }
}
