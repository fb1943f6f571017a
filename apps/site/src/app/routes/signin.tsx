import { SignInPage } from '../../features/auth/sign-in-page/sign-in-page.js';

export function Component() {
  return <SignInPage />;
}
