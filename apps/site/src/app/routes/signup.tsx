import { SignUpPage } from '../../features/auth/sign-up-page/sign-up-page.js';

export function Component() {
  return <SignUpPage />;
}
