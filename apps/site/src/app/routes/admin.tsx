import { AdminPage } from '../../features/admin/admin-page/admin-page.js';

export function Component() {
  return <AdminPage />;
}
