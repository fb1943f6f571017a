import { useCallback, useState } from 'react';
import type { AuditScope } from '../../../components/audit-log/audit-query.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { useLoad } from '../../../hooks/use-load.js';

/**
 * /account/activity's wiring (docs/audit-log.md#who-reads): her own log, and her practice's when
 * her roles permit it (GET /practice says which; when it cannot say, she reads her own only).
 */
export function useActivityPage() {
  const { call } = useSession();
  const readPractice = useCallback(
    () =>
      call('practice').then(
        ({ practice }) => practice?.permissions.includes('auditLog') ?? false,
        (error: unknown) => {
          console.warn('[activity] practice', error);
          return false;
        },
      ),
    [call],
  );
  const { loaded } = useLoad(readPractice, '[activity] practice');
  const [scope, setScope] = useState<Exclude<AuditScope, 'admin'>>('own');
  const practiceAllowed = loaded.status === 'ready' && loaded.data;
  return { practiceAllowed, scope: practiceAllowed ? scope : 'own', setScope } as const;
}
