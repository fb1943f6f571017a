import { NotFoundPage } from '../../features/not-found/not-found-page/not-found-page.js';

export function Component() {
  return <NotFoundPage />;
}
