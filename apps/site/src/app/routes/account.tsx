import '../account-error-messages.js';
import { useLocation } from 'react-router-dom';
import { AccountPage } from '../../features/account/account-page/account-page.js';
import { ActivityPage } from '../../features/account/activity-page/activity-page.js';
import { SsoPage } from '../../features/account/sso-page/sso-page.js';

/**
 * /account, and under it /account/activity (docs/routes-and-screens.md#activity) and /account/sso
 * (docs/routes-and-screens.md#account-sso), one chunk for all three.
 */
export function Component() {
  const { pathname } = useLocation();
  if (/\/activity\/?$/i.test(pathname)) return <ActivityPage />;
  if (/\/sso\/?$/i.test(pathname)) return <SsoPage />;
  return <AccountPage />;
}
