import { SupportPage } from '../../features/content/support-page/support-page.js';

export function Component() {
  return <SupportPage />;
}
