import { Field as FormField } from 'react-final-form';
import { Field, NativeSelect } from '@chakra-ui/react';
import type { NativeSelectRootProps } from '@chakra-ui/react';
import { visibleError } from '@pulse/forms';
import { useGroupTouched } from './use-group-touched';
import { useTypedValue } from './use-typed-value';

export type SelectOption = { readonly value: string; readonly label: string };

export type SelectFieldProps = {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The first, empty option (value ''); false: none (the field always holds a choice). */
  placeholder?: string | false;
  required?: boolean;
  /** Disabled fields never show an error (their value is not sent). */
  disabled?: boolean;
  autoComplete?: string;
  /** Other fields whose being touched also reveals this field's error (combined-form rules). */
  group?: readonly string[];
  size?: NativeSelectRootProps['size'];
  /** Called with the chosen value after the form value changed. */
  onValueChange?: (value: string) => void;
};

/**
 * A native select bound to react-final-form: the empty placeholder option, then `options`. A
 * choice made before the form bound the field is kept (`useTypedValue`).
 */
export function SelectField({
  name,
  label,
  options,
  placeholder = 'Select an option',
  required,
  disabled,
  autoComplete = 'off',
  group,
  size,
  onValueChange,
}: SelectFieldProps) {
  const groupTouched = useGroupTouched(group);
  const typed = useTypedValue<string, HTMLSelectElement>(name);
  return (
    <FormField<string> name={name} format={(value) => value ?? ''}>
      {({ input, meta }) => {
        const error = disabled ? undefined : visibleError(meta, groupTouched);
        return (
          <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
            <Field.Label>
              {label}
              {required ? <Field.RequiredIndicator /> : null}
            </Field.Label>
            <NativeSelect.Root disabled={disabled} size={size}>
              <NativeSelect.Field
                ref={typed.ref}
                {...input}
                value={typed.held ?? input.value}
                autoComplete={autoComplete}
                onChange={(event) => {
                  input.onChange(event);
                  typed.keep(event.target.value);
                  onValueChange?.(event.target.value);
                }}
              >
                {placeholder === false ? null : <option value="">{placeholder}</option>}
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
