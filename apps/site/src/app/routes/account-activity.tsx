import '../account-error-messages.js';
import { ActivityPage } from '../../features/account/activity-page/activity-page.js';

export function Component() {
  return <ActivityPage />;
}
