import { useState } from 'react';
import type { ReactNode } from 'react';
import { Field as FormField } from 'react-final-form';
import { Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { visibleError } from '@pulse/forms';
import { useTypedValue } from './use-typed-value';

export type PasswordFieldProps = {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  placeholder?: string;
  required?: boolean;
  size?: InputProps['size'];
  /** Rendered under the input with the current value (the strength meter on sign-up). */
  renderBelow?: (value: string) => ReactNode;
};

/**
 * A password input with a show/hide toggle, bound to react-final-form. A password typed before
 * the page hydrated, or before the form bound the field, is kept (`useTypedValue`).
 */
export function PasswordField({
  name,
  label,
  autoComplete,
  placeholder,
  required,
  size,
  renderBelow,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const typed = useTypedValue(name);
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
            <InputGroup
              endElement={
                <IconButton
                  type="button"
                  variant="ghost"
                  size="sm"
                  me="-2"
                  aria-label={visible ? 'Hide typed characters' : 'Show typed characters'}
                  aria-pressed={visible}
                  onClick={() => setVisible((v) => !v)}
                >
                  {visible ? <EyeOff /> : <Eye />}
                </IconButton>
              }
            >
              <Input
                ref={typed.ref}
                {...input}
                value={typed.held ?? input.value}
                onChange={(event) => {
                  input.onChange(event);
                  typed.keep(event.target.value);
                }}
                type={visible ? 'text' : 'password'}
                autoComplete={autoComplete}
                placeholder={placeholder}
                size={size}
              />
            </InputGroup>
            {renderBelow?.(typed.held ?? input.value ?? '')}
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
          </Field.Root>
        );
      }}
    </FormField>
  );
}
