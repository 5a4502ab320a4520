import { Field as FormField } from 'react-final-form';
import { Field, Input } from '@pulse/ui';
import type { ReactNode } from 'react';
import { useGroupTouched } from './use-group-touched';
import { visibleError } from '@pulse/forms';

export type TextFieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** Input cap in characters (spec §5: phone 15, BIN 6). */
  maxLength?: number;
  /** Keeps only what the field accepts (e.g. digits), applied on every change. */
  sanitize?: (value: string) => string;
  helper?: ReactNode;
  /** Other fields whose being touched also reveals this field's error (combined-form rules). */
  group?: readonly string[];
  /** Fields whose change alone reveals this field's error (a rule they trigger, spec §5). */
  revealedBy?: readonly string[];
};

/** A labelled text input bound to react-final-form; its error shows once the field was touched. */
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
}: TextFieldProps) {
  const groupTouched = useGroupTouched(group, revealedBy);
  return (
    <FormField<string>
      name={name}
      parse={(value) => (sanitize ? sanitize(value ?? '') : (value ?? ''))}
      format={(value) => value ?? ''}
    >
      {({ input, meta }) => {
        const error = disabled ? undefined : visibleError(meta, groupTouched);
        return (
          <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
            <Field.Label>
              {label}
              {required ? <Field.RequiredIndicator /> : null}
            </Field.Label>
            <Input
              {...input}
              type={type}
              inputMode={inputMode}
              autoComplete={autoComplete}
              placeholder={placeholder}
              maxLength={maxLength}
              spellCheck={false}
            />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
            {!error && helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
          </Field.Root>
        );
      }}
    </FormField>
  );
}
