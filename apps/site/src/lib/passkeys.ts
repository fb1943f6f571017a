import type {
  AuthenticationCredential,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  PasskeySignal,
  RegistrationCredential,
} from '@app/contracts';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/**
 * SimpleWebAuthn's browser half, fetched when a ceremony first needs it rather than with /signin's
 * own code, which it would hold up as the page opens (docs/measurements.md#lighthouse).
 */
let library: Promise<typeof import('@simplewebauthn/browser')> | undefined;
const webAuthn = () => {
  library ??= import('@simplewebauthn/browser');
  return library;
};

/**
 * The browser's half of the passkey ceremonies (docs/passkeys.md, decision 012), in one place: the
 * screens call these, never `navigator.credentials` or the library directly, and their tests
 * replace this object's methods (`vi.spyOn(passkeyCeremonies, 'register')`), as the browser's
 * authenticator is the journeys' to drive (a virtual one over the DevTools protocol).
 */

/** How a ceremony ended without an answer for the API. */
export type CeremonyEnd =
  /** She closed the dialog, or it timed out, or another ceremony replaced it: nothing to say. */
  | 'cancelled'
  /** The authenticator already holds a passkey of this account (registration only). */
  | 'exists'
  /** Anything else the browser refused: the screen says the passkey could not be used. */
  | 'failed';

export class CeremonyError extends Error {
  constructor(readonly end: CeremonyEnd) {
    super(`passkey ceremony ${end}`);
  }
}

function ended(error: unknown): CeremonyError {
  const name = (error as { name?: string; code?: string } | null)?.name;
  const code = (error as { code?: string } | null)?.code;
  if (name === 'AbortError' || name === 'NotAllowedError') return new CeremonyError('cancelled');
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return new CeremonyError('exists');
  return new CeremonyError('failed');
}

/** WebAuthn's Signal API (docs/passkeys.md#signals), where the browser has it. */
interface SignallingCredential {
  signalAllAcceptedCredentials?: (options: PasskeySignal) => Promise<void>;
  signalUnknownCredential?: (options: { rpId: string; credentialId: string }) => Promise<void>;
}

function signalling(): SignallingCredential | undefined {
  return typeof PublicKeyCredential === 'undefined'
    ? undefined
    : (PublicKeyCredential as unknown as SignallingCredential);
}

export const passkeyCeremonies = {
  /** Whether to show any passkey control at all: without WebAuthn, the password form stays alone. */
  supported(): boolean {
    // As the library's browserSupportsWebAuthn asks, without fetching it for the answer.
    return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
  },

  /** Whether the address field can offer passkeys among its suggestions (conditional mediation). */
  async autofillSupported(): Promise<boolean> {
    return (await webAuthn()).browserSupportsWebAuthnAutofill();
  },

  /** The browser's dialog creates a passkey; `silently`: the password manager's conditional create. */
  async register(options: PasskeyCreationOptions, silently = false): Promise<RegistrationCredential> {
    const { startRegistration } = await webAuthn();
    try {
      return (await startRegistration({
        optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
        useAutoRegister: silently,
      })) as RegistrationCredential;
    } catch (error) {
      throw ended(error);
    }
  },

  /**
   * The browser signs the challenge: through its dialog, or (`autofill`) when she picks a passkey
   * among the address field's suggestions, which may be never: the promise then stays open until
   * `cancel` or another ceremony ends it.
   */
  async authenticate(options: PasskeyRequestOptions, autofill = false): Promise<AuthenticationCredential> {
    const { startAuthentication } = await webAuthn();
    try {
      return (await startAuthentication({
        optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
        useBrowserAutofill: autofill,
      })) as AuthenticationCredential;
    } catch (error) {
      throw ended(error);
    }
  },

  /** Ends a ceremony still waiting (the autofill's, when the page is left or the button is used). */
  cancel(): void {
    // Before the library is here, no ceremony of it is waiting.
    void library?.then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
  },

  /** After a removal: password managers keep only the passkeys the account still accepts. */
  async signalAccepted(signal: PasskeySignal): Promise<void> {
    await signalling()
      ?.signalAllAcceptedCredentials?.(signal)
      .catch(() => undefined);
  },

  /** After `passkey_unknown`: the password manager may drop the passkey it offered. */
  async signalUnknown(rpId: string, credentialId: string): Promise<void> {
    await signalling()
      ?.signalUnknownCredential?.({ rpId, credentialId })
      .catch(() => undefined);
  },
};
