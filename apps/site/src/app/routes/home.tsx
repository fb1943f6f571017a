import { HomePage } from '../../features/marketing/components/home-page.js';

export function Component() {
  return <HomePage />;
}
