import type { ReactNode } from 'react';
import { Field as FormField } from 'react-final-form';
import { Checkbox, Field } from '@chakra-ui/react';
import { visibleError } from '@pulse/forms';
import { useTypedValue } from './use-typed-value';

const readChecked = (element: HTMLInputElement): boolean => element.checked;
const sameChecked = (shown: boolean, held: unknown): boolean => shown === Boolean(held);

export type CheckboxFieldProps = {
  name: string;
  /** A field name, or a sentence with links (the sign-up terms). */
  label: ReactNode;
  disabled?: boolean;
  /**
   * 'sentence': a label of several words or lines (normal weight, muted colour, the box aligned
   * with the first line), as the sign-up terms; 'field' (default): a short field name.
   */
  variant?: 'field' | 'sentence';
};

/**
 * A checkbox bound to a boolean value of react-final-form; its error shows once touched or changed.
 * A tick given before the page hydrated or the form bound the field is kept (`useTypedValue`).
 */
export function CheckboxField({ name, label, disabled, variant = 'field' }: CheckboxFieldProps) {
  const sentence = variant === 'sentence';
  const typed = useTypedValue<boolean>(name, { read: readChecked, same: sameChecked });
  return (
    <FormField<boolean> name={name} type="checkbox">
      {({ input, meta }) => {
        // A tick is a finished answer, and a mouse click need not focus the hidden input (no blur
        // follows): a changed box shows its error at once ("Agree to terms is required", spec §5).
        const error = visibleError(meta, meta.modified === true);
        return (
          <Field.Root invalid={Boolean(error)} disabled={disabled}>
            <Checkbox.Root
              name={input.name}
              checked={typed.held ?? Boolean(input.checked)}
              onCheckedChange={(details) => {
                input.onChange(details.checked === true);
                typed.keep(details.checked === true);
              }}
              disabled={disabled}
              alignItems={sentence ? 'flex-start' : undefined}
            >
              <Checkbox.HiddenInput ref={typed.ref} onBlur={input.onBlur} onFocus={input.onFocus} />
              <Checkbox.Control mt={sentence ? '0.5' : undefined} />
              <Checkbox.Label
                fontWeight={sentence ? 'normal' : undefined}
                color={sentence ? 'fg.muted' : undefined}
              >
                {label}
              </Checkbox.Label>
            </Checkbox.Root>
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
          </Field.Root>
        );
      }}
    </FormField>
  );
}
