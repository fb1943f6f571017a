import { AUDIT_KINDS, type AuditKind } from '@app/contracts';
import { Button, Inline, SelectField, TextField } from '@app/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AUDIT_KIND_LABELS } from './audit-kind-labels.js';
import * as styles from './audit-log.css.js';
import { type AuditFilters, personValid } from './audit-query.js';

/**
 * The log's filters (docs/audit-log.md#who-reads): a person (for a practice's log and the admin's),
 * a kind, and the days from and to, applied together when she asks.
 */
export function AuditFiltersForm({
  filters,
  onApply,
  withPerson,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
  withPerson: boolean;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState(filters);
  const [personError, setPersonError] = useState(false);
  const set = (change: Partial<AuditFilters>) => setDraft((current) => ({ ...current, ...change }));
  const kinds = [
    { value: '', label: intl.formatMessage({ id: 'account.activity.filters.allKinds' }) },
    ...AUDIT_KINDS.map((kind) => ({
      value: kind,
      label: intl.formatMessage({ id: AUDIT_KIND_LABELS[kind] }),
    })),
  ];
  return (
    <form
      className={styles.filters}
      aria-label={intl.formatMessage({ id: 'account.activity.filters.label' })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const valid = personValid(draft.person);
        setPersonError(!valid);
        if (valid) onApply(draft);
      }}
    >
      {withPerson ? (
        <TextField
          type="email"
          label={intl.formatMessage({ id: 'account.activity.filters.person' })}
          value={draft.person}
          autoComplete="off"
          error={
            personError ? intl.formatMessage({ id: 'account.activity.filters.personInvalid' }) : undefined
          }
          onChange={(event) => set({ person: event.target.value })}
        />
      ) : null}
      <SelectField
        label={intl.formatMessage({ id: 'account.activity.filters.kind' })}
        options={kinds}
        value={draft.kind}
        onChange={(event) => set({ kind: event.target.value as AuditKind | '' })}
      />
      <TextField
        type="date"
        label={intl.formatMessage({ id: 'account.activity.filters.from' })}
        value={draft.from}
        max={draft.to || undefined}
        onChange={(event) => set({ from: event.target.value })}
      />
      <TextField
        type="date"
        label={intl.formatMessage({ id: 'account.activity.filters.to' })}
        value={draft.to}
        min={draft.from || undefined}
        onChange={(event) => set({ to: event.target.value })}
      />
      <Inline gap="small" className={styles.filterActions}>
        <Button type="submit" variant="secondary">
          {intl.formatMessage({ id: 'account.activity.filters.submit' })}
        </Button>
      </Inline>
    </form>
  );
}
