import '../account-error-messages.js';
import { AdminPage } from '../../features/admin/admin-page/admin-page.js';

export function Component() {
  return <AdminPage />;
}
