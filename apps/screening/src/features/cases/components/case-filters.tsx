import { X } from 'lucide-react';
import type { CaseCounts, Member } from '@pulse/api-client';
import { Badge, Box, Button, Field, SimpleGrid, Stack, Wrap, formatCount } from '@pulse/ui';
import { NativeSelect } from '@pulse/ui/forms';
import { SOURCE_NAMES } from '../../../lib/list-sources';
import { useImportedSources } from '../../../lib/use-imported-sources';
import { REVIEW_STATES, REVIEW_STATE_BADGES } from '../utils/format';
import { AGE_DAYS, hasFilters } from '../utils/queue-query';
import type { QueueFilters } from '../utils/queue-query';

/** One select of the filter bar: it applies as soon as it changes (the URL holds the value). */
function FilterSelect({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * The counts per review state as tiles that filter the queue by it ("All" shows every state), the
 * whole queue's counts whatever the other filters.
 */
export function ReviewStateTiles({
  counts,
  value,
  onChange,
}: {
  counts: CaseCounts | undefined;
  value: QueueFilters['state'];
  onChange: (state: QueueFilters['state']) => void;
}) {
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const tiles = [
    { value: '' as const, label: 'All', count: total },
    ...REVIEW_STATES.map((s) => ({
      value: s,
      label: REVIEW_STATE_BADGES[s].label,
      count: counts?.[s],
    })),
  ];
  return (
    <Wrap role="group" aria-label="Review state" gap="2">
      {tiles.map((t) => (
        <Button
          key={t.label}
          size="sm"
          variant={t.value === value ? 'solid' : 'outline'}
          aria-pressed={t.value === value}
          onClick={() => onChange(t.value)}
        >
          {t.label}
          {t.count === undefined ? null : (
            <Badge variant="subtle" size="sm">
              {formatCount(t.count)}
            </Badge>
          )}
        </Button>
      ))}
    </Wrap>
  );
}

/**
 * The assignee, list and age filters (kept in the URL). "Me" is offered once the member's id is
 * known (every reviewer); the other members when this member may read the team (owners, admins);
 * the lists the API has imported.
 */
export function CaseFilters({
  filters,
  members,
  me,
  onChange,
  onClear,
}: {
  filters: QueueFilters;
  members: readonly Member[];
  me: string | undefined;
  onChange: (filters: Partial<QueueFilters>) => void;
  onClear: () => void;
}) {
  const sources = useImportedSources(filters.source);
  const assignees = [
    { value: '', label: 'Anyone' },
    ...(me ? [{ value: 'me', label: 'Me' }] : []),
    { value: 'none', label: 'Unassigned' },
    ...members.filter((m) => !m.you).map((m) => ({ value: m.id, label: m.fullName })),
  ];
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" alignItems="start">
        <FilterSelect
          label="Assignee"
          name="assignee"
          value={filters.assignee}
          options={assignees}
          onChange={(assignee) => onChange({ assignee })}
        />
        <FilterSelect
          label="List"
          name="source"
          value={filters.source}
          options={[
            { value: '', label: 'All lists' },
            ...sources.map((s) => ({ value: s, label: SOURCE_NAMES[s] })),
          ]}
          onChange={(source) => onChange({ source })}
        />
        <FilterSelect
          label="Age"
          name="age"
          value={filters.age}
          options={[
            { value: '', label: 'Any age' },
            ...AGE_DAYS.map((d) => ({
              value: String(d),
              label: d === 1 ? 'Older than 1 day' : `Older than ${d} days`,
            })),
          ]}
          onChange={(age) => onChange({ age })}
        />
      </SimpleGrid>
      {hasFilters(filters) ? (
        <Box>
          <Button size="sm" variant="ghost" onClick={onClear}>
            <X aria-hidden="true" />
            Clear filters
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
