import { AboutPage } from '../../features/content/about-page/about-page.js';

export function Component() {
  return <AboutPage />;
}
