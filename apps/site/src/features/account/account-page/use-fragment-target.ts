import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The mails about an unpaid renewal or an expiring card link to `/account#billing`. The browser
 * looks for the fragment as the page loads, before the account is read and the banner or the
 * billing section is there; so once `ready`, the target is scrolled to and takes the focus (a
 * screen reader starts from it, and the keyboard reaches "Pay now" next), once per visit.
 */
export function useFragmentTarget(ready: boolean) {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || hash.length < 2 || done.current === key) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    done.current = key;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  }, [ready, hash, key]);
}
