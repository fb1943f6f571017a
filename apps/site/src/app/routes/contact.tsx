import { ContactPage } from '../../features/content/contact-page/contact-page.js';

export function Component() {
  return <ContactPage />;
}
