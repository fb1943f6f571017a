import { HomePage } from '../../features/marketing/home-page/home-page.js';

export function Component() {
  return <HomePage />;
}
