import type { AuditLogFilters } from '@pulse/api-client';
import { validateWith } from '@pulse/forms';
import { Button, chakra, Field, Form, Grid, HStack, Input, TextField, useField } from '@pulse/ui';
import { object, string } from 'yup';
import { ACTION_OPTIONS } from '../utils/actions';

const Select = chakra('select');

interface FilterValues {
  action: string;
  actor: string;
  /** YYYY-MM-DD (a native date input), or ''. */
  from: string;
  to: string;
}

const EMPTY: FilterValues = { action: '', actor: '', from: '', to: '' };
const RANGE_MESSAGE = 'The end date must be on or after the start date';

const validate = validateWith<FilterValues>(
  object({
    to: string().test(
      'range',
      RANGE_MESSAGE,
      (to, context) => !(to && context.parent.from && context.parent.from > to),
    ),
  }),
);

const keepText = (value: string | undefined) => value ?? '';
/** A field's value as text: react-final-form stores an emptied field as undefined otherwise. */
const useText = (name: keyof FilterValues) =>
  useField<string>(name, { parse: keepText, format: keepText }).input;

/** The filters of the form's values, empty ones left out. */
function toFilters(values: Partial<FilterValues>): AuditLogFilters {
  const f: AuditLogFilters = {};
  const actor = values.actor?.trim();
  if (values.action) f.action = values.action;
  if (actor) f.actor = actor;
  if (values.from) f.from = values.from;
  if (values.to) f.to = values.to;
  return f;
}

function ActionSelect() {
  const input = useText('action');
  return (
    <Field.Root>
      <Field.Label>Action</Field.Label>
      {/* A plain select is not wired to Field.Label, so it is named here (axe select-name). */}
      <Select
        aria-label="Action"
        {...input}
        h="10"
        w="full"
        minW="0"
        px="3"
        borderWidth="1px"
        rounded="l2"
        bg="bg"
      >
        <option value="">All actions</option>
        {ACTION_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field.Root>
  );
}

/** A native date input: the browser's own picker, the value YYYY-MM-DD. */
function DateInput({ name, label, error }: { name: 'from' | 'to'; label: string; error?: string }) {
  const input = useText(name);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input {...input} type="date" />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/**
 * Action, actor e-mail and date range; applied with "Apply filters", cleared with "Clear". A
 * reversed range shows its message as soon as both dates are set and blocks Apply.
 */
export function AuditLogFilterBar({ onApply }: { onApply: (filters: AuditLogFilters) => void }) {
  return (
    <Form<FilterValues>
      initialValues={EMPTY}
      validate={validate}
      onSubmit={(values) => onApply(toFilters(values))}
      subscription={{ errors: true }}
      render={({ handleSubmit, errors, form }) => {
        const rangeError = typeof errors?.to === 'string' ? errors.to : undefined;
        return (
          <form onSubmit={handleSubmit} aria-label="Filter the audit log">
            {/* Fields wrap onto the next line when the row is narrower than four of them (a column
                never gets narrower than 13rem), so the select cannot spill into its neighbour. */}
            <Grid
              templateColumns="repeat(auto-fit, minmax(min(100%, 13rem), 1fr))"
              gap="3"
              alignItems="end"
            >
              <ActionSelect />
              <TextField
                name="actor"
                label="Actor e-mail"
                type="email"
                placeholder="name@company.com"
                // As before: the browser may offer addresses typed here earlier.
                autoComplete="on"
              />
              <DateInput name="from" label="From" />
              <DateInput name="to" label="To" error={rangeError} />
            </Grid>
            <HStack mt="3" gap="2">
              <Button type="submit" colorPalette="brand" disabled={Boolean(rangeError)}>
                Apply filters
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  form.reset(EMPTY);
                  onApply({});
                }}
              >
                Clear
              </Button>
            </HStack>
          </form>
        );
      }}
    />
  );
}
