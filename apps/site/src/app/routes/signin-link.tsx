import { SignInLinkPage } from '../../features/auth/sign-in-link-page/sign-in-link-page.js';

export function Component() {
  return <SignInLinkPage />;
}
