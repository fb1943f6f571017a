import type { AuditVerifyResponse } from '@app/contracts';
import { type Feedback, failureFeedback, failureOf } from '@app/machines';
import { useState } from 'react';
import { useSession } from '../../../components/session-provider/session-provider.js';

export type VerifyState =
  | { readonly status: 'idle' | 'checking' }
  | { readonly status: 'done'; readonly result: AuditVerifyResponse }
  | { readonly status: 'failed'; readonly feedback: Feedback };

/** "Verify the chain" (docs/audit-log.md#chain): every hash recomputed by the API, its answer kept to show. */
export function useAuditVerify() {
  const { call } = useSession();
  const [state, setState] = useState<VerifyState>({ status: 'idle' });
  const verify = () => {
    setState({ status: 'checking' });
    call('verifyAuditLog').then(
      (result) => setState({ status: 'done', result }),
      (error: unknown) =>
        setState({ status: 'failed', feedback: failureFeedback(failureOf(error), 'errors.network') }),
    );
  };
  return { state, verify };
}
