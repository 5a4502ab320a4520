import { addressLookup } from '@pulse/api-client';
import { validateWith } from '@pulse/forms';
import { addressBody } from '../api/request-bodies';
import { addressSchema } from '../schemas/address-schema';
import type { AddressValues } from '../schemas/address-schema';
import { COUNTRY_OPTIONS } from '@pulse/forms';
import { useCurrentLocation } from '../../../hooks/use-current-location';
import { LocationNote } from '../../../components/location-note';
import { LookupForm } from '../../../components/lookup-form';
import { SelectField } from '@pulse/ui/forms';
import { TextField } from '@pulse/ui';

const validate = validateWith<AddressValues>(addressSchema);
const initialValues: AddressValues = { address: '', country: '' };

/**
 * Address Lookup (spec §2, §5): POST /addresslookup { address, country, latitude, longitude }. The
 * caller's location comes from the browser, else from GET /api/geo/ip; without either the address
 * is sent alone.
 */
export function AddressLookupForm() {
  const location = useCurrentLocation();
  return (
    <LookupForm<AddressValues>
      title="Address Lookup"
      service="addressLookup"
      validate={validate}
      initialValues={initialValues}
      addressPath
      bodyOf={(values) => addressBody(values, location.location)}
      send={async (values) => addressLookup(addressBody(values, await location.whenReady()))}
      footer={<LocationNote state={location} />}
    >
      <TextField
        name="address"
        label="Address"
        required
        autoComplete="street-address"
        placeholder="10 Downing Street, London SW1A 2AA"
      />
      <SelectField
        name="country"
        label="Country"
        options={COUNTRY_OPTIONS}
        autoComplete="country"
      />
    </LookupForm>
  );
}
