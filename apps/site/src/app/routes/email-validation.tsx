import { EmailValidationPage } from '../../features/auth/email-validation-page/email-validation-page.js';

export function Component() {
  return <EmailValidationPage />;
}
