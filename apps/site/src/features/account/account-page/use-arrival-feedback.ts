import type { Feedback } from '@app/machines';
import { useLocation } from 'react-router-dom';

/**
 * docs/licences.md#adjustment-messages: a finalized licence adjustment goes on to the account with
 * what it did (navigation state `licensesAdjusted`, docs/routes-and-screens.md#navigation-state),
 * said here beside the licences.
 */
export function useArrivalFeedback(): Feedback | null {
  const { state } = useLocation();
  const arrived = (state as { licensesAdjusted?: Feedback } | null)?.licensesAdjusted;
  return arrived?.kind === 'message' ? arrived : null;
}
