import { Stack } from '@app/ui';
import { useMemo, useState } from 'react';
import { AuditFiltersForm } from './audit-filters.js';
import { AuditLogResults } from './audit-log-results.js';
import { type AuditFilters, type AuditScope, auditQuery, NO_FILTERS } from './audit-query.js';

/**
 * A log with its filters (docs/audit-log.md#who-reads): the same for her own entries, her
 * practice's and the admin's, the person filter where there is more than one person. Each
 * filtering is a log of its own, shown from its loading state on, never under the last one's rows.
 */
export function AuditLogView({ scope, caption }: { scope: AuditScope; caption: string }) {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const withPerson = scope !== 'own';
  const query = useMemo(
    () => auditQuery(withPerson ? filters : { ...filters, person: '' }),
    [filters, withPerson],
  );
  return (
    <Stack gap="large">
      <AuditFiltersForm filters={filters} onApply={setFilters} withPerson={withPerson} />
      <AuditLogResults
        key={`${scope} ${JSON.stringify(query)}`}
        scope={scope}
        query={query}
        caption={caption}
      />
    </Stack>
  );
}
