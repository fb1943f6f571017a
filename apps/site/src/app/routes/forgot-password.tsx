import { ForgotPasswordPage } from '../../features/auth/forgot-password-page/forgot-password-page.js';

export function Component() {
  return <ForgotPasswordPage />;
}
