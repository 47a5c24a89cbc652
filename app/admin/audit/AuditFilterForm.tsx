import { type FormEvent, useState } from 'react';
import { AUDIT_ACTIONS, type AuditAction } from '../../../sync/contract/audit';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { AUDIT_ACTION_LABELS } from './actionLabels';
import { type AuditFilters, hasFilters, NO_AUDIT_FILTERS } from './auditFilters';
import * as styles from './auditTrail.css';

const ALL = '__all__';
const ACTION_OPTIONS = [
  { value: ALL, label: 'All actions' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];

/**
 * The filters, applied together when the form is submitted (Enter in any field, or
 * 'Apply filters'), so typing a name does not fire a request per key.
 */
export function AuditFilterForm({
  applied,
  onApply,
}: {
  applied: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const [draft, setDraft] = useState(applied);
  const set = <K extends keyof AuditFilters>(name: K, value: AuditFilters[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const rangeError =
    draft.from && draft.to && draft.from > draft.to ? 'Must not be before From' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rangeError) onApply(draft);
  };

  return (
    <Card as="section" aria-label="Filters">
      <form onSubmit={submit} noValidate>
        <div className={styles.filters}>
          <Select
            label="Action"
            className={styles.wideOnPhone}
            options={ACTION_OPTIONS}
            value={draft.action ?? ALL}
            onChange={(value) =>
              set('action', value && value !== ALL ? (value as AuditAction) : null)
            }
          />
          <TextField
            label="Who"
            placeholder="Username or user id"
            className={styles.wideOnPhone}
            value={draft.actor}
            onChange={(value) => set('actor', value)}
          />
          <TextField
            label="Client"
            className={styles.wideOnPhone}
            value={draft.client}
            onChange={(value) => set('client', value)}
          />
          <TextField
            label="From"
            type="date"
            value={draft.from}
            onChange={(value) => set('from', value)}
          />
          <TextField
            label="To"
            type="date"
            value={draft.to}
            onChange={(value) => set('to', value)}
            isInvalid={Boolean(rangeError)}
            errorMessage={rangeError}
          />
        </div>
        <div className={styles.filterActions}>
          <Button type="submit">Apply filters</Button>
          {(hasFilters(draft) || hasFilters(applied)) && (
            <Button
              variant="ghost"
              onPress={() => {
                setDraft(NO_AUDIT_FILTERS);
                onApply(NO_AUDIT_FILTERS);
              }}
            >
              Clear filters
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
