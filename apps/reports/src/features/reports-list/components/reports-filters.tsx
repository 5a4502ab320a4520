import { useState } from 'react';
import type { FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { Box, Button, Field, HStack, Input, SimpleGrid, statusLabel } from '@pulse/ui';
import { NativeSelect } from '@pulse/ui/forms';
import { DateField } from '@pulse/ui/overlays';
import { SERVICE_KEYS, SERVICE_NAMES, isServiceKey } from '../../../lib/services';
import { FILTER_STATUSES, hasFilters } from '../utils/list-query';
import type { ListFilters } from '../utils/list-query';

export interface ReportsFiltersProps {
  filters: ListFilters;
  onChange: (filters: Partial<ListFilters>) => void;
  onClear: () => void;
}

/** Search by reference ID, and filters by status, service and date range (all kept in the URL). */
export function ReportsFilters({ filters, onChange, onClear }: ReportsFiltersProps) {
  const [ref, setRef] = useState(filters.ref);
  const [synced, setSynced] = useState(filters.ref);
  // Follow the URL (Back, Clear filters, a shared link) unless the user is typing something else.
  if (filters.ref !== synced) {
    setSynced(filters.ref);
    setRef(filters.ref);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ref: ref.trim() });
  };

  return (
    <Box borderWidth="1px" rounded="md" bg="bg.panel" p="4" mb="4" data-print-hide="">
      <form role="search" aria-label="Search reports" onSubmit={submit}>
        <Field.Root mb="4">
          <Field.Label>Reference ID</Field.Label>
          <HStack gap="2" w="full">
            <Input
              name="ref"
              value={ref}
              placeholder="Search by reference ID"
              onChange={(e) => setRef(e.target.value)}
              maxW="md"
            />
            <Button type="submit" colorPalette="brand">
              <Search aria-hidden="true" />
              Search
            </Button>
          </HStack>
        </Field.Root>
      </form>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" alignItems="start">
        <Field.Root>
          <Field.Label>Status</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="status"
              value={filters.status}
              onChange={(e) => onChange({ status: e.currentTarget.value })}
            >
              <option value="">All statuses</option>
              {FILTER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>Service</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="service"
              value={filters.service}
              onChange={(e) => {
                const v = e.currentTarget.value;
                onChange({ service: isServiceKey(v) ? v : '' });
              }}
            >
              <option value="">All services</option>
              {SERVICE_KEYS.map((k) => (
                <option key={k} value={k}>
                  {SERVICE_NAMES[k]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <DateField
          label="From"
          name="from"
          value={filters.from}
          onChange={(from) => onChange({ from })}
        />
        <DateField label="To" name="to" value={filters.to} onChange={(to) => onChange({ to })} />
      </SimpleGrid>
      {hasFilters(filters) ? (
        <Button mt="3" size="sm" variant="ghost" onClick={onClear}>
          <X aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </Box>
  );
}
