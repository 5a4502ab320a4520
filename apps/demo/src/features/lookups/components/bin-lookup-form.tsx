import { binLookup } from '@pulse/api-client';
import { validateWith } from '@pulse/forms';
import { binBody } from '../api/request-bodies';
import { binSchema } from '../schemas/bin-schema';
import type { BinValues } from '../schemas/bin-schema';
import { BIN_LENGTH, binDigits, binSubmitError } from '../../../lib/field-rules';
import { LookupForm } from '../../../components/lookup-form';
import { TextField } from '@pulse/ui';

const validate = validateWith<BinValues>(binSchema);
const initialValues: BinValues = { bin: '' };

function checkOnSubmit(values: BinValues) {
  const bin = binSubmitError(values.bin);
  return bin ? { bin } : undefined;
}

/** BIN Lookup (spec §2, §5): POST /binlookup { bin }; digits only, six at most, six required on submit. */
export function BinLookupForm() {
  return (
    <LookupForm<BinValues>
      title="BIN Lookup"
      service="binLookup"
      validate={validate}
      initialValues={initialValues}
      bodyOf={binBody}
      send={(values) => binLookup(binBody(values))}
      checkOnSubmit={checkOnSubmit}
    >
      <TextField
        name="bin"
        label="Credit/Debit Card Number"
        inputMode="numeric"
        required
        maxLength={BIN_LENGTH}
        sanitize={binDigits}
        placeholder="424242"
        helper="The first 6 digits of the card (the BIN)."
      />
    </LookupForm>
  );
}
