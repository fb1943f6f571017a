import { LicensePage } from '../../features/marketing/license-page/license-page.js';

export function Component() {
  return <LicensePage />;
}
