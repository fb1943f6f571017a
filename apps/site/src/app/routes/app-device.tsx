import { AppDevicePage } from '../../features/app-consent/app-device-page/app-device-page.js';

export function Component() {
  return <AppDevicePage />;
}
