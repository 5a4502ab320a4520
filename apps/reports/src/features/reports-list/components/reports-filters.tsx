import { useLayoutEffect, useState } from 'react';
import { Search, X } from 'lucide-react';
import { urlDraft, type UrlDraft } from '@pulse/forms';
import {
  Box,
  Button,
  Field,
  Form,
  HStack,
  SimpleGrid,
  TextField,
  statusLabel,
  useForm,
} from '@pulse/ui';
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

interface SearchValues {
  ref: string;
}

const sameSearch = (a: SearchValues, b: SearchValues) => a.ref === b.ref;

/** Puts a reference ID from outside (Back, Clear filters, a shared link) in the search box. */
function FollowUrl({ search, draft }: { search: SearchValues; draft: UrlDraft<SearchValues> }) {
  const form = useForm<SearchValues>();
  // Before paint, so the old text never shows with the new list.
  useLayoutEffect(() => {
    if (draft.arrived(search)) form.reset(search);
  });
  return null;
}

/**
 * The reference ID search: a draft until Search (react-final-form). The URL's reference ID replaces
 * the draft when it comes from outside, not when it echoes this form's Search (`urlDraft`), so text
 * typed meanwhile stays.
 */
function ReferenceSearch({ value, onSearch }: { value: string; onSearch: (ref: string) => void }) {
  const search = { ref: value };
  const [initialValues] = useState(search);
  const [draft] = useState(() => urlDraft(search, sameSearch));
  return (
    <Form<SearchValues>
      initialValues={initialValues}
      onSubmit={(values, form) => {
        const ref = (values.ref ?? '').trim();
        // The box shows what is searched for, as the list does.
        form.change('ref', ref);
        draft.applied({ ref });
        onSearch(ref);
      }}
      subscription={{}}
      render={({ handleSubmit }) => (
        <form role="search" aria-label="Search reports" onSubmit={handleSubmit}>
          <FollowUrl search={search} draft={draft} />
          <HStack gap="2" w="full" align="end" mb="4">
            <Box flex="1" maxW="md">
              <TextField name="ref" label="Reference ID" placeholder="Search by reference ID" />
            </Box>
            <Button type="submit" colorPalette="brand">
              <Search aria-hidden="true" />
              Search
            </Button>
          </HStack>
        </form>
      )}
    />
  );
}

/**
 * Search by reference ID, and filters by status, service and date range (all kept in the URL). The
 * selects and dates apply as soon as they change: they hold no draft, so they stay bound to the URL
 * and only the search box is a form.
 */
export function ReportsFilters({ filters, onChange, onClear }: ReportsFiltersProps) {
  return (
    <Box borderWidth="1px" rounded="md" bg="bg.panel" p="4" mb="4" data-print-hide="">
      <ReferenceSearch value={filters.ref} onSearch={(ref) => onChange({ ref })} />
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
