import '../account-error-messages.js';
import { useParams } from 'react-router-dom';
import { AccountPage } from '../../features/account/account-page/account-page.js';
import { ActivityPage } from '../../features/account/activity-page/activity-page.js';
import { NotFoundPage } from '../../features/not-found/not-found-page/not-found-page.js';

/** /account, and under it /account/activity (docs/routes-and-screens.md#activity); any other address under it does not exist. */
export function Component() {
  const { '*': under = '' } = useParams();
  if (under === '') return <AccountPage />;
  return under === 'activity' ? <ActivityPage /> : <NotFoundPage />;
}
