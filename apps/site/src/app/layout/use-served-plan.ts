import type { Plan } from '@app/pricing';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../components/session-provider/session-provider.js';

/**
 * The plan served to the signed-in user, read again on each page she opens (users/me is light) and
 * when a payment activates on the page she is on, so a purchase shows at once; null when signed out
 * or not known (yet).
 */
export function useServedPlan(): Plan | null {
  const { signedIn, servedPlan, planVersion } = useSession();
  const { pathname } = useLocation();
  const [plan, setPlan] = useState<Plan | null>(null);
  useEffect(() => {
    // Read again on each page, and when a payment on this one has changed the plan.
    void pathname;
    void planVersion;
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
  }, [signedIn, servedPlan, pathname, planVersion]);
  return plan;
}
