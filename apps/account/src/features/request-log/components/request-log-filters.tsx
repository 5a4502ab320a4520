import { useLayoutEffect, useState } from 'react';
import { urlDraft, type UrlDraft } from '@pulse/forms';
import {
  Button,
  FORM_ERROR,
  Field,
  Form,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  useField,
  useForm,
} from '@pulse/ui';
import { SelectField } from '@pulse/ui/forms';
import { DateFormField } from '@pulse/ui/overlays';
import {
  ENDPOINT_OPTIONS,
  KEY_PREFIX_MESSAGE,
  NO_FILTERS,
  STATUS_OPTIONS,
  type RequestLogFilters,
} from '../utils/filters';
import { filterProblem } from '../schemas/filters-schema';

export interface RequestLogFiltersProps {
  value: RequestLogFilters;
  onApply(filters: RequestLogFilters): void;
}

/** Whether two sets of filters ask for the same thing. */
function sameFilters(a: RequestLogFilters, b: RequestLogFilters): boolean {
  return (Object.keys(a) as (keyof RequestLogFilters)[]).every((name) => a[name] === b[name]);
}

/**
 * The five filters of the form's values. final-form leaves out a select set back to its empty
 * option, and the date fields keep a flag of their own beside their value.
 */
function draftOf(values: Partial<RequestLogFilters>): RequestLogFilters {
  return {
    key: values.key ?? '',
    status: values.status ?? '',
    endpoint: values.endpoint ?? '',
    from: values.from ?? '',
    to: values.to ?? '',
  };
}

const keepText = (value: string | undefined) => value ?? '';

/** Puts filters applied from outside (Back, Forward, a link) in place of the draft. */
function FollowApplied({
  value,
  draft,
}: {
  value: RequestLogFilters;
  draft: UrlDraft<RequestLogFilters>;
}) {
  const form = useForm<RequestLogFilters>();
  // Before paint, so the old draft never shows with the new list.
  useLayoutEffect(() => {
    if (draft.arrived(value)) form.reset(value);
  });
  return null;
}

/** The key prefix box: marked invalid while the last Apply refused the prefix. */
function KeyPrefixField({ invalid }: { invalid: boolean }) {
  const { input } = useField<string>('key', { parse: keepText, format: keepText });
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>Key prefix</Field.Label>
      <Input
        size="sm"
        placeholder="pk_live_ab"
        maxLength={40}
        name={input.name}
        value={input.value}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
    </Field.Root>
  );
}

/**
 * The filter form of the request log: key prefix, status, endpoint and a date range (DD/MM/YYYY).
 * `value` is the applied filters; other filters applied from outside (Back, Forward, a link)
 * replace what is typed but not applied, while the URL's echo of filters this form applied does
 * not (`urlDraft`). A refused Apply names the first problem until the next Apply or Reset.
 */
export function RequestLogFiltersForm({ value, onApply }: RequestLogFiltersProps) {
  const [initialValues] = useState(value);
  const [draft] = useState(() => urlDraft(value, sameFilters));
  const apply = (filters: RequestLogFilters) => {
    draft.applied(filters);
    onApply(filters);
  };

  return (
    <Form<RequestLogFilters>
      initialValues={initialValues}
      onSubmit={(values) => {
        const filters = draftOf(values);
        const problem = filterProblem(filters);
        if (problem) return { [FORM_ERROR]: problem };
        apply({ ...filters, key: filters.key.trim() });
        return undefined;
      }}
      subscription={{ submitError: true }}
      render={({ handleSubmit, submitError, form }) => {
        const problem = typeof submitError === 'string' ? submitError : null;
        return (
          <form onSubmit={handleSubmit} aria-label="Filter requests" noValidate>
            <FollowApplied value={value} draft={draft} />
            <Stack gap="3">
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3">
                <KeyPrefixField invalid={problem === KEY_PREFIX_MESSAGE} />
                <SelectField
                  name="status"
                  label="Status"
                  options={STATUS_OPTIONS}
                  placeholder={false}
                  size="sm"
                />
                <SelectField
                  name="endpoint"
                  label="Endpoint"
                  options={ENDPOINT_OPTIONS}
                  placeholder={false}
                  size="sm"
                />
                {/* The product's DD/MM/YYYY field (spec §5), as the reports filters use. */}
                <DateFormField label="From" name="from" />
                <DateFormField label="To" name="to" />
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
                    form.reset(NO_FILTERS);
                    apply(NO_FILTERS);
                  }}
                >
                  Reset
                </Button>
              </HStack>
            </Stack>
          </form>
        );
      }}
    />
  );
}
