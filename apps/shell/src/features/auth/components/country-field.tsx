import { Field as FormField } from 'react-final-form';
import { Field } from '@pulse/ui';
import { NativeSelect } from '@pulse/ui/forms';
import { COUNTRIES, visibleError } from '@pulse/forms';

/** Country select: "Select an option", then the 40 supported countries; the value is the code. */
export function CountryField() {
  return (
    <FormField<string> name="country">
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <Field.Root invalid={Boolean(error)} required>
            <Field.Label>
              Country
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field {...input} autoComplete="country">
                <option value="">Select an option</option>
                {COUNTRIES.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
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
