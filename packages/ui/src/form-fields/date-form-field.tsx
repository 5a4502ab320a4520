import { Field as FormField, useForm } from 'react-final-form';
import { visibleError } from '@pulse/forms';
import type { FormErrors } from '@pulse/forms';
import { DATE_INPUT_INVALID, DateField } from '../components/date-field';
import { parseDisplayDate } from '../format/date-input';
import { useGroupTouched } from './use-group-touched';

export type DateFormFieldProps = {
  name: string;
  label: string;
  disabled?: boolean;
  group?: readonly string[];
  /** ISO date the calendar opens on while the field is empty. */
  openAt?: string;
};

/** The form value that records "the typed text of date field `name` is not a date". */
export const dateTextInvalidKey = (name: string): string => `${name}TextInvalid`;

/**
 * Wraps a `validate` so that a date field whose typed text cannot be parsed is an error
 * ("Date input not valid."): the field's value is then '' and would otherwise pass as "no date".
 */
export function withDateTextCheck<V extends object>(
  validate: (values: V) => FormErrors,
  names: readonly string[],
): (values: V) => FormErrors {
  return (values) => {
    const errors = validate(values);
    const record = values as Record<string, unknown>;
    for (const name of names) {
      if (record[dateTextInvalidKey(name)] === true && !errors[name])
        errors[name] = DATE_INPUT_INVALID;
    }
    return errors;
  };
}

/**
 * In `@pulse/ui/overlays`, not `/forms`, because the date picker opens in a dialog: the form entry
 * stays light enough for the sign-in page.
 *
 * The shared DateField (DD/MM/YYYY, years 1900–2099, "Date input not valid.") bound to
 * react-final-form; the form value is ISO 'YYYY-MM-DD' or ''. An unparseable typed text is recorded
 * under `dateTextInvalidKey(name)` when the field is left, so `withDateTextCheck` blocks Submit.
 */
export function DateFormField({ name, label, disabled, group, openAt }: DateFormFieldProps) {
  const form = useForm();
  const groupTouched = useGroupTouched(group);
  const flag = dateTextInvalidKey(name);
  return (
    <FormField<string> name={name} format={(value) => value ?? ''} parse={(value) => value ?? ''}>
      {({ input, meta }) => (
        <DateField
          label={label}
          name={input.name}
          value={input.value}
          onChange={(iso) => {
            if (iso) form.change(flag, undefined);
            input.onChange(iso);
          }}
          onBlur={(event) => {
            const text = event.target.value.trim();
            form.change(flag, text !== '' && parseDisplayDate(text) === null ? true : undefined);
            input.onBlur();
          }}
          error={disabled ? undefined : visibleError(meta, groupTouched)}
          disabled={disabled}
          openAt={openAt}
        />
      )}
    </FormField>
  );
}
