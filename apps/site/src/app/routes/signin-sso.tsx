import { SignInSsoPage } from '../../features/auth/sign-in-sso-page/sign-in-sso-page.js';

/** /signin/sso (docs/routes-and-screens.md#signin-sso): the provider's return, exchanged for a session. */
export function Component() {
  return <SignInSsoPage />;
}
