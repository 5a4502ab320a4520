import { ipLookup } from '@pulse/api-client';
import { validateWith } from '@pulse/forms';
import { ipBody } from '../api/request-bodies';
import { ipSchema } from '../schemas/ip-schema';
import type { IpValues } from '../schemas/ip-schema';
import { LookupForm } from '../../../components/lookup-form';
import { TextField } from '@pulse/ui';

const validate = validateWith<IpValues>(ipSchema);
const initialValues: IpValues = { ip: '' };

/** IP Lookup (spec §2, §5): POST /iplookup { ip } (docs/architecture.md §11 reading). */
export function IpLookupForm() {
  return (
    <LookupForm<IpValues>
      title="IP Lookup"
      service="ipLookup"
      validate={validate}
      initialValues={initialValues}
      bodyOf={ipBody}
      send={(values) => ipLookup(ipBody(values))}
    >
      <TextField
        name="ip"
        label="IP Address"
        required
        placeholder="8.8.8.8"
        helper="IPv4 or IPv6."
      />
    </LookupForm>
  );
}
