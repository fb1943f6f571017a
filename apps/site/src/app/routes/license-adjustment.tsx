import '../account-error-messages.js';
import { LicenseAdjustmentPage } from '../../features/license-adjustment/license-adjustment-page/license-adjustment-page.js';

export function Component() {
  return <LicenseAdjustmentPage />;
}
