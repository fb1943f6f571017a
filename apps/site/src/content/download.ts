import { DOWNLOAD_URL } from '@app/i18n';

/**
 * Where "Download for Windows" leads (docs/routes-and-screens.md#download: the download page links to a
 * Windows app store listing). A build names the listing with VITE_DOWNLOAD_URL, so a new listing needs no
 * code change; without one, the app's own listing page, the constant the API's click tracker leads to
 * as well (docs/routes-and-screens.md#click).
 */
export const DEFAULT_DOWNLOAD_URL = DOWNLOAD_URL;

/**
 * The configured address when it is a usable one, else the default. The click tracker
 * (/tracking/click) counts clicks on links in e-mails and ads and then sends the browser to this
 * listing, so a button pointed at it would count each download as a campaign click: such a setting
 * is ignored, like one that is not an absolute http(s) address.
 */
export function downloadUrl(configured: unknown = import.meta.env.VITE_DOWNLOAD_URL): string {
  if (typeof configured !== 'string') return DEFAULT_DOWNLOAD_URL;
  let url: URL;
  try {
    url = new URL(configured.trim());
  } catch {
    return DEFAULT_DOWNLOAD_URL;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return DEFAULT_DOWNLOAD_URL;
  if (url.pathname.includes('/tracking/click')) return DEFAULT_DOWNLOAD_URL;
  return url.href;
}
