import { SelectField } from '@pulse/ui/forms';
import { COUNTRY_OPTIONS } from '@pulse/forms';

/** Country select: "Select an option", then the 40 supported countries; the value is the code. */
export function CountryField() {
  return (
    <SelectField
      name="country"
      label="Country"
      options={COUNTRY_OPTIONS}
      required
      autoComplete="country"
      size="lg"
    />
  );
}
