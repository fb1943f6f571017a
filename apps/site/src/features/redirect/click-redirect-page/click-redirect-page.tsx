import { UNKNOWN_CLICK_ID } from '@app/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Redirecting } from '../../../components/redirecting/redirecting.js';
import { API_BASE } from '../../../lib/api/client.js';

/**
 * The tracking endpoint's address for a click id (docs/routes-and-screens.md#click; the API picks the
 * destination).
 */
export function trackingClickUrl(id: string | null): string {
  const query = new URLSearchParams({ id: id?.trim() ? id : UNKNOWN_CLICK_ID });
  return `${API_BASE}/tracking/click?${query.toString()}`;
}

/**
 * /click?id=...: hands the click to the API's tracker, which records it and redirects to the
 * download. A full page load, since the answer is a redirect, not data.
 */
const leavePage = (url: string) => window.location.replace(url);

export function ClickRedirectPage({ redirect = leavePage }: { redirect?: (url: string) => void }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  useEffect(() => {
    redirect(trackingClickUrl(id));
  }, [id, redirect]);
  return <Redirecting />;
}
