import { useId, useLayoutEffect, useState } from 'react';
import { Search, SlidersHorizontal, X } from 'lucide-react';
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
  usePhoneLayout,
} from '@pulse/ui';
import { NativeSelect } from '@pulse/ui/forms';
import { DateField } from '@pulse/ui/overlays';
import { SERVICE_KEYS, SERVICE_NAMES, isServiceKey } from '../../../lib/services';
import { activeFilterCount, FILTER_STATUSES, hasFilters } from '../utils/list-query';
import type { ListFilters, ListSort } from '../utils/list-query';
import { SortSelect } from './sort-select';

export interface ReportsFiltersProps {
  filters: ListFilters;
  onChange: (filters: Partial<ListFilters>) => void;
  onClear: () => void;
  /** The list's order: on a phone (cards, no column headers) it is chosen in the panel. */
  sort: ListSort;
  onSort: (sort: ListSort) => void;
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
 *
 * On a phone the five fields would come before the first report: they fold behind a "Filters"
 * button that counts the filters in use (a disclosure: `aria-expanded`), with the order of the
 * cards. Wider screens show them as they are.
 */
export function ReportsFilters(props: ReportsFiltersProps) {
  const phone = usePhoneLayout();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!phone) return <FiltersPanel {...props} />;
  const count = activeFilterCount(props.filters);
  return (
    <Box mb="4" data-print-hide="">
      <Button
        variant="outline"
        w="full"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {count > 0 ? `Filters (${count})` : 'Filters'}
      </Button>
      <Box id={panelId} hidden={!open} mt="2">
        {open ? <FiltersPanel {...props} phone /> : null}
      </Box>
    </Box>
  );
}

function FiltersPanel({
  filters,
  onChange,
  onClear,
  sort,
  onSort,
  phone = false,
}: ReportsFiltersProps & { phone?: boolean }) {
  return (
    <Box
      borderWidth="1px"
      rounded="md"
      bg="bg.panel"
      p="4"
      mb={phone ? '0' : '4'}
      data-print-hide=""
    >
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
        {phone ? <SortSelect sort={sort} onSort={onSort} /> : null}
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
