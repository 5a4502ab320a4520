import { Field as FormField } from 'react-final-form';
import { Field } from '@pulse/ui';
import { NativeSelect } from '@pulse/ui/forms';
import { useGroupTouched } from './use-group-touched';
import { visibleError } from '@pulse/forms';

export type SelectOption = { readonly value: string; readonly label: string };

export type SelectFieldProps = {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The first, empty option (value ''). */
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
  group?: readonly string[];
};

/** A native select bound to react-final-form: the empty placeholder option, then `options`. */
export function SelectField({
  name,
  label,
  options,
  placeholder = 'Select an option',
  disabled,
  autoComplete = 'off',
  group,
}: SelectFieldProps) {
  const groupTouched = useGroupTouched(group);
  return (
    <FormField<string> name={name} format={(value) => value ?? ''}>
      {({ input, meta }) => {
        const error = disabled ? undefined : visibleError(meta, groupTouched);
        return (
          <Field.Root invalid={Boolean(error)} disabled={disabled}>
            <Field.Label>{label}</Field.Label>
            <NativeSelect.Root disabled={disabled}>
              <NativeSelect.Field {...input} autoComplete={autoComplete}>
                <option value="">{placeholder}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
          </Field.Root>
        );
      }}
    </FormField>
  );
}
