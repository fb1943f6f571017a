import { ResetPasswordEmailSentPage } from '../../features/auth/reset-password-email-sent-page/reset-password-email-sent-page.js';

export function Component() {
  return <ResetPasswordEmailSentPage />;
}
