import { PrivacyPage } from '../../features/content/privacy-page/privacy-page.js';

export function Component() {
  return <PrivacyPage />;
}
