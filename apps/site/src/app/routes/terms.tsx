import { TermsPage } from '../../features/content/terms-page/terms-page.js';

export function Component() {
  return <TermsPage />;
}
