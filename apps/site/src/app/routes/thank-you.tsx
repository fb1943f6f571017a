import { ThankYouPage } from '../../features/thank-you/thank-you-page/thank-you-page.js';

export function Component() {
  return <ThankYouPage />;
}
