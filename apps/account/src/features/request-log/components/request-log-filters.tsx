import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@pulse/ui';
import { NativeSelect } from '@pulse/ui/forms';
import { DateField } from '@pulse/ui/overlays';
import {
  ENDPOINT_OPTIONS,
  KEY_PREFIX_MESSAGE,
  NO_FILTERS,
  STATUS_OPTIONS,
  filterProblem,
  type RequestLogFilters,
} from '../utils/filters';

export interface RequestLogFiltersProps {
  value: RequestLogFilters;
  onApply(filters: RequestLogFilters): void;
}

/** Whether two sets of filters ask for the same thing. */
function sameFilters(a: RequestLogFilters, b: RequestLogFilters): boolean {
  return (Object.keys(a) as (keyof RequestLogFilters)[]).every((name) => a[name] === b[name]);
}

/**
 * The filter form of the request log: key prefix, status, endpoint and a date range (DD/MM/YYYY).
 * `value` is the applied filters; other filters applied from outside (Back, Forward, a link)
 * replace what is typed but not applied.
 */
export function RequestLogFiltersForm({ value, onApply }: RequestLogFiltersProps) {
  const [draft, setDraft] = useState<RequestLogFilters>(value);
  const [problem, setProblem] = useState<string | null>(null);
  // Filters applied from outside replace the draft. The URL's echo of filters this form applied
  // arrives a render or more later and is not from outside: it must not wipe what was typed since
  // (e.g. dates typed right after Reset).
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<RequestLogFilters | null>(null);
  if (!sameFilters(value, seen)) {
    setSeen(value);
    if (sent && sameFilters(value, sent)) {
      setSent(null);
    } else {
      setDraft(value);
      setProblem(null);
    }
  }
  const set = (name: keyof RequestLogFilters) => (v: string) =>
    setDraft((d) => ({ ...d, [name]: v }));
  const apply = (filters: RequestLogFilters) => {
    setSent(filters);
    onApply(filters);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = filterProblem(draft);
    setProblem(found);
    if (!found) apply({ ...draft, key: draft.key.trim() });
  };

  return (
    <form onSubmit={submit} aria-label="Filter requests" noValidate>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3">
          <Field.Root invalid={problem === KEY_PREFIX_MESSAGE}>
            <Field.Label>Key prefix</Field.Label>
            <Input
              size="sm"
              placeholder="pk_live_ab"
              maxLength={40}
              value={draft.key}
              onChange={(e) => set('key')(e.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>Status</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={draft.status}
                onChange={(e) => set('status')(e.target.value)}
              >
                {STATUS_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Endpoint</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={draft.endpoint}
                onChange={(e) => set('endpoint')(e.target.value)}
              >
                {ENDPOINT_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {/* The product's DD/MM/YYYY field (spec §5), as the reports filters use. */}
          <DateField label="From" name="from" value={draft.from} onChange={set('from')} />
          <DateField label="To" name="to" value={draft.to} onChange={set('to')} />
        </SimpleGrid>
        {problem ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {problem}
          </Text>
        ) : null}
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand">
            Apply filters
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setDraft(NO_FILTERS);
              setProblem(null);
              apply(NO_FILTERS);
            }}
          >
            Reset
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
