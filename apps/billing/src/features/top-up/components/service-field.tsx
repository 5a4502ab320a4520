import { Field as FormField } from 'react-final-form';
import { Field } from '@pulse/ui';
import { NativeSelect } from '@pulse/ui/forms';
import { CATALOG } from '../../../lib/catalog';
import { visibleError } from '@pulse/forms';

export interface ServiceFieldProps {
  /** Called with the new service key after the form value changed. */
  onSelected?: (service: string) => void;
  disabled?: boolean;
}

/** The Top Up service list: every catalog service, Fraud Engine included (spec §6). */
export function ServiceField({ onSelected, disabled }: ServiceFieldProps) {
  return (
    <FormField<string> name="service">
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <Field.Root invalid={Boolean(error)} disabled={disabled}>
            <Field.Label>Service</Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field
                name={input.name}
                value={input.value}
                onBlur={input.onBlur}
                onFocus={input.onFocus}
                onChange={(e) => {
                  input.onChange(e.target.value);
                  onSelected?.(e.target.value);
                }}
              >
                <option value="">Select a service</option>
                {CATALOG.map((service) => (
                  <option key={service.key} value={service.key}>
                    {service.name}
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
