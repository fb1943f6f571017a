import { ResetPasswordPage } from '../../features/auth/reset-password-page/reset-password-page.js';

export function Component() {
  return <ResetPasswordPage />;
}
