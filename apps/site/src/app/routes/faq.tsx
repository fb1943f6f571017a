import { FaqPage } from '../../features/content/faq-page/faq-page.js';

export function Component() {
  return <FaqPage />;
}
