import '../account-error-messages.js';
import { useLocation } from 'react-router-dom';
import { AccountPage } from '../../features/account/account-page/account-page.js';
import { ActivityPage } from '../../features/account/activity-page/activity-page.js';

/** /account, and under it /account/activity (docs/routes-and-screens.md#activity), one chunk for both. */
export function Component() {
  const { pathname } = useLocation();
  return /\/activity\/?$/i.test(pathname) ? <ActivityPage /> : <AccountPage />;
}
