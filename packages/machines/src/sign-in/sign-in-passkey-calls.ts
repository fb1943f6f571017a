import type {
  AuthenticationCredential,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  PasskeySigninOptionsRequest,
  PasskeySigninRequest,
  RegistrationCredential,
  SigninPasskeySetupOptionsRequest,
  SigninPasskeySetupRequest,
  SigninTokenResponse,
} from '@app/contracts';
import { injectedCall } from '../shared/injected-call.js';

/**
 * How a browser's passkey ceremony ended without an answer (the site's CeremonyError): she closed
 * the dialog or another ceremony replaced it (`cancelled`), the authenticator already holds a
 * passkey of this account (`exists`), or anything else (`failed`).
 */
export type CeremonyEnd = 'cancelled' | 'exists' | 'failed';

export function ceremonyEnd(error: unknown): CeremonyEnd | null {
  const end = (error as { end?: unknown } | null)?.end;
  return end === 'cancelled' || end === 'exists' || end === 'failed' ? end : null;
}

/** The browser signs a challenge: in its dialog, or (`autofill`) among the address field's suggestions. */
export interface AuthenticateInput {
  readonly options: PasskeyRequestOptions;
  readonly autofill: boolean;
}

/**
 * The sign-in's passkey calls (docs/passkeys.md#sign-in, #policy): the browser's ceremonies and the
 * API's, each provided by the site or a test under the same name.
 */
export const signInPasskeyCalls = {
  /** Whether the browser offers passkeys among the address field's suggestions. */
  autofillSupported: injectedCall<boolean>('autofillSupported'),
  passkeyOptions: injectedCall<PasskeyRequestOptions, PasskeySigninOptionsRequest>('passkeyOptions'),
  /** The browser's ceremony; rejects with its end (`CeremonyEnd`) when it gives no answer. */
  authenticate: injectedCall<AuthenticationCredential, AuthenticateInput>('authenticate'),
  passkeySignIn: injectedCall<SigninTokenResponse, PasskeySigninRequest>('passkeySignIn'),
  passkeySetupOptions: injectedCall<PasskeyCreationOptions, SigninPasskeySetupOptionsRequest>(
    'passkeySetupOptions',
  ),
  register: injectedCall<RegistrationCredential, PasskeyCreationOptions>('register'),
  passkeySetup: injectedCall<SigninTokenResponse, SigninPasskeySetupRequest>('passkeySetup'),
};
