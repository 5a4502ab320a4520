import { amlPerson } from '@pulse/api-client';
import { SimpleGrid, TextField } from '@pulse/ui';
import { validateWith } from '@pulse/forms';
import { amlPersonBody } from '../api/request-bodies';
import { amlPersonInitialValues, amlPersonSchema, DEFAULT_DOB } from '../schemas/aml-person-schema';
import type { AmlPersonValues } from '../schemas/aml-person-schema';
import { LookupForm } from '../../../components/lookup-form';
import { GENDER_OPTIONS } from '../../../lib/field-rules';
import { CheckboxField, SelectField } from '@pulse/ui/forms';
import { DateFormField, withDateTextCheck } from '@pulse/ui/overlays';

const validate = withDateTextCheck(validateWith<AmlPersonValues>(amlPersonSchema), ['dob']);

/**
 * AML For Persons (spec §2, §5): POST /amlperson { f_name, l_name, dob, gender, fuzzy_amlp }; the
 * date of birth starts empty (its calendar opens on 07/10/1952); "Enable Fuzzy Search" sends '2', else '1'.
 */
export function AmlPersonForm() {
  return (
    <LookupForm<AmlPersonValues>
      title="AML For Persons"
      service="amlPerson"
      validate={validate}
      initialValues={amlPersonInitialValues}
      bodyOf={amlPersonBody}
      send={(values) => amlPerson(amlPersonBody(values))}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField name="firstName" label="First Name" required autoComplete="off" />
        <TextField name="lastName" label="Last Name" required autoComplete="off" />
        <DateFormField name="dob" label="Date of Birth" openAt={DEFAULT_DOB} />
        <SelectField
          name="gender"
          label="Gender"
          options={GENDER_OPTIONS}
          placeholder="Select gender"
        />
      </SimpleGrid>
      <CheckboxField name="fuzzy" label="Enable Fuzzy Search" />
    </LookupForm>
  );
}
