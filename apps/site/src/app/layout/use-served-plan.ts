import type { Plan } from '@app/pricing';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../components/session-provider/session-provider.js';

/**
 * The plan served to the signed-in user, read again on each page she opens (users/me is light), so
 * a purchase shows as soon as she moves on; null when signed out or not known (yet).
 */
export function useServedPlan(): Plan | null {
  const { signedIn, servedPlan } = useSession();
  const { pathname } = useLocation();
  const [plan, setPlan] = useState<Plan | null>(null);
  useEffect(() => {
    // Read again on each page: the pathname is what changes.
    void pathname;
    if (!signedIn) {
      setPlan(null);
      return;
    }
    let current = true;
    void servedPlan().then((served) => {
      if (current) setPlan(served);
    });
    return () => {
      current = false;
    };
  }, [signedIn, servedPlan, pathname]);
  return plan;
}
