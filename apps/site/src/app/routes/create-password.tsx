import { CreatePasswordPage } from '../../features/auth/create-password-page/create-password-page.js';

export function Component() {
  return <CreatePasswordPage />;
}
