import type { ReactNode } from 'react';
import { Field as FormField, useField } from 'react-final-form';
import { Checkbox, Fieldset, Stack } from '@chakra-ui/react';
import { visibleError } from '@pulse/forms';

export type CheckboxOption = { readonly value: string; readonly label: ReactNode };

export type CheckboxGroupFieldProps = {
  /** The field holding the ticked values, an array of strings. */
  name: string;
  legend: string;
  options: readonly CheckboxOption[];
};

/**
 * A fieldset of checkboxes bound to one array value of react-final-form (the ticked options'
 * values, in the order they were ticked). The group's error shows once a box was changed or after a
 * submit attempt (spec §4).
 */
export function CheckboxGroupField({ name, legend, options }: CheckboxGroupFieldProps) {
  const { meta } = useField<string[]>(name, {
    subscription: { error: true, touched: true, modified: true, submitFailed: true },
  });
  const error = visibleError(meta, meta.modified === true || meta.submitFailed === true);
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <Stack gap="2" mt="2">
        {options.map((option) => (
          <FormField<string> key={option.value} name={name} type="checkbox" value={option.value}>
            {({ input }) => (
              <Checkbox.Root
                name={input.name}
                value={option.value}
                checked={Boolean(input.checked)}
                onCheckedChange={(details) =>
                  input.onChange({
                    target: { type: 'checkbox', checked: details.checked === true },
                  })
                }
              >
                <Checkbox.HiddenInput onBlur={input.onBlur} onFocus={input.onFocus} />
                <Checkbox.Control />
                <Checkbox.Label>{option.label}</Checkbox.Label>
              </Checkbox.Root>
            )}
          </FormField>
        ))}
      </Stack>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
