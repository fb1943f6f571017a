import type { NavigateEmitted } from '@app/machines';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Subscription } from 'xstate';

/** An actor whose machine emits `navigate` (packages/machines shared/navigation.ts). */
interface NavigatingActor {
  on(type: 'navigate', handler: (event: NavigateEmitted) => void): Subscription;
}

/** Machines never touch the router: this follows their `navigate` emits, state included. */
export function useFollowNavigation(actor: NavigatingActor): void {
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = actor.on('navigate', (event) =>
      navigate(event.to, { state: event.state, replace: event.replace }),
    );
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
}
