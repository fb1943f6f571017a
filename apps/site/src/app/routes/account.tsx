import '../account-error-messages.js';
import { AccountPage } from '../../features/account/account-page/account-page.js';

export function Component() {
  return <AccountPage />;
}
