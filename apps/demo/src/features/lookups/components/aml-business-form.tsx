import { amlBusiness } from '@pulse/api-client';
import { validateWith } from '@pulse/forms';
import { amlBusinessBody } from '../api/request-bodies';
import { amlBusinessSchema } from '../schemas/aml-business-schema';
import type { AmlBusinessValues } from '../schemas/aml-business-schema';
import { LookupForm } from '../../../components/lookup-form';
import { CheckboxField } from '@pulse/ui/forms';
import { TextField } from '@pulse/ui';

const validate = validateWith<AmlBusinessValues>(amlBusinessSchema);
const initialValues: AmlBusinessValues = { company: '', fuzzy: false };

/** AML For Businesses (spec §2, §5): POST /amlbusiness { company, fuzzy_amlb }. */
export function AmlBusinessForm() {
  return (
    <LookupForm<AmlBusinessValues>
      title="AML For Businesses"
      service="amlBusiness"
      validate={validate}
      initialValues={initialValues}
      bodyOf={amlBusinessBody}
      send={(values) => amlBusiness(amlBusinessBody(values))}
    >
      <TextField name="company" label="Company Name" required autoComplete="organization" />
      <CheckboxField name="fuzzy" label="Enable Fuzzy Search" />
    </LookupForm>
  );
}
