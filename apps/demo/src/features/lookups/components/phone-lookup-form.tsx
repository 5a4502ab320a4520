import { phoneLookup } from '@pulse/api-client';
import { validateWith } from '@pulse/forms';
import { phoneBody } from '../api/request-bodies';
import { PHONE_MAX_LENGTH } from '../../../lib/field-rules';
import { phoneSchema } from '../schemas/phone-schema';
import type { PhoneValues } from '../schemas/phone-schema';
import { LookupForm } from '../../../components/lookup-form';
import { TextField } from '@pulse/ui';

const validate = validateWith<PhoneValues>(phoneSchema);
const initialValues: PhoneValues = { phone: '' };

/** Phone Number Lookup (spec §2, §5): POST /phonelookup { phone }; input capped at 15 characters. */
export function PhoneLookupForm() {
  return (
    <LookupForm<PhoneValues>
      title="Phone Number Lookup"
      service="phoneLookup"
      validate={validate}
      initialValues={initialValues}
      bodyOf={phoneBody}
      send={(values) => phoneLookup(phoneBody(values))}
    >
      <TextField
        name="phone"
        label="Phone Number"
        type="tel"
        inputMode="tel"
        required
        maxLength={PHONE_MAX_LENGTH}
        placeholder="+14155552671"
        helper="10 to 15 digits, with the country code; a leading + is optional."
      />
    </LookupForm>
  );
}
