import { ClickRedirectPage } from '../../features/redirect/click-redirect-page/click-redirect-page.js';

export function Component() {
  return <ClickRedirectPage />;
}
