import { DownloadPage } from '../../features/content/download-page/download-page.js';

export function Component() {
  return <DownloadPage />;
}
