import { Field as FormField } from 'react-final-form';
import { Checkbox } from '@pulse/ui/forms';

export type CheckboxFieldProps = { name: string; label: string; disabled?: boolean };

/** A checkbox bound to a boolean value of react-final-form. */
export function CheckboxField({ name, label, disabled }: CheckboxFieldProps) {
  return (
    <FormField<boolean> name={name} type="checkbox">
      {({ input }) => (
        <Checkbox.Root
          checked={Boolean(input.checked)}
          onCheckedChange={(details) => input.onChange(details.checked === true)}
          disabled={disabled}
          name={input.name}
        >
          <Checkbox.HiddenInput onBlur={input.onBlur} onFocus={input.onFocus} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    </FormField>
  );
}
