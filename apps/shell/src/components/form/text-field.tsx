import { Field as FormField } from 'react-final-form';
import { Field, Input } from '@pulse/ui';
import type { InputProps } from '@pulse/ui';
import type { ReactNode } from 'react';
import { visibleError } from '@pulse/forms';

export type TextFieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  helper?: ReactNode;
  inputProps?: InputProps;
};

/** A labelled text input bound to react-final-form; its error shows once the field was touched. */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  required,
  helper,
  inputProps,
}: TextFieldProps) {
  return (
    <FormField<string> name={name}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <Field.Root invalid={Boolean(error)} required={required}>
            <Field.Label>
              {label}
              {required ? <Field.RequiredIndicator /> : null}
            </Field.Label>
            <Input
              {...input}
              type={type}
              autoComplete={autoComplete}
              placeholder={placeholder}
              size="lg"
              {...inputProps}
            />
            {helper}
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
          </Field.Root>
        );
      }}
    </FormField>
  );
}
