import type { ReactNode } from 'react';
import { Field as FormField } from 'react-final-form';
import { Field, Input } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';
import { visibleError } from '@pulse/forms';
import { useGroupTouched } from './use-group-touched';
import { useTypedValue } from './use-typed-value';

export type TextFieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal';
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  /** Disabled fields never show an error (their value is not sent). */
  disabled?: boolean;
  /** Input cap in characters (e.g. phone 15, BIN 6). */
  maxLength?: number;
  /** Keeps only what the field accepts (e.g. digits), applied on every change, typed or pasted. */
  sanitize?: (value: string) => string;
  /** Shown under the input while the field shows no error. */
  helper?: ReactNode;
  /** Other fields whose being touched also reveals this field's error (combined-form rules). */
  group?: readonly string[];
  /** Fields whose change alone reveals this field's error (a rule they trigger). */
  revealedBy?: readonly string[];
  size?: InputProps['size'];
  /** Further props of the input (e.g. `onKeyDown`); the form binding's props win over them. */
  inputProps?: InputProps;
};

/**
 * A labelled text input bound to react-final-form. The value is always a string ('' when empty);
 * the error shows once the field (or one of its `group`) was touched (`visibleError`, spec §4).
 * Text typed before the page hydrated, or before the form bound the field, is kept (`useTypedValue`).
 */
export function TextField({
  name,
  label,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  placeholder,
  required,
  disabled,
  maxLength,
  sanitize,
  helper,
  group,
  revealedBy,
  size,
  inputProps,
}: TextFieldProps) {
  const groupTouched = useGroupTouched(group, revealedBy);
  const parse = (value: string | undefined) => (sanitize ? sanitize(value ?? '') : (value ?? ''));
  const typed = useTypedValue(name, { parse });
  return (
    <FormField<string> name={name} parse={parse} format={(value) => value ?? ''}>
      {({ input, meta }) => {
        const error = disabled ? undefined : visibleError(meta, groupTouched);
        return (
          <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
            <Field.Label>
              {label}
              {required ? <Field.RequiredIndicator /> : null}
            </Field.Label>
            <Input
              {...inputProps}
              ref={typed.ref}
              {...input}
              value={typed.held ?? input.value}
              onChange={(event) => {
                input.onChange(event);
                typed.keep(parse(event.target.value));
              }}
              type={type}
              inputMode={inputMode}
              autoComplete={autoComplete}
              placeholder={placeholder}
              maxLength={maxLength}
              spellCheck={false}
              size={size}
            />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
            {!error && helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
          </Field.Root>
        );
      }}
    </FormField>
  );
}
