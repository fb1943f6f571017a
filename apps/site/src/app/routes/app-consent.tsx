import { AppConsentPage } from '../../features/app-consent/app-consent-page/app-consent-page.js';

export function Component() {
  return <AppConsentPage />;
}
