import type { ReactNode } from 'react';
import { SimpleGrid, TextField } from '@pulse/ui';
import { COUNTRY_OPTIONS } from '@pulse/forms';
import { BIN_LENGTH, GENDER_OPTIONS, PHONE_MAX_LENGTH, binDigits } from '../../../lib/field-rules';
import type { EnabledFields } from '../utils/field-access';
import { Fieldset, SelectField } from '@pulse/ui/forms';
import { DateFormField } from '@pulse/ui/overlays';

/** Fields whose being touched reveals the name rules' messages. */
const PERSON = ['firstName', 'lastName', 'dob', 'gender'] as const;
/** Fields whose being touched reveals the address rule's message. */
const PLACE = ['address', 'country'] as const;

const OFF = 'Not enabled for your account';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {children}
        </SimpleGrid>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

/** The combined form's fields (spec §2 table), each disabled unless its sub-service is on. */
export function FraudEngineFields({ enabled }: { enabled: EnabledFields }) {
  const helper = (field: keyof EnabledFields, text?: string) => (enabled[field] ? text : OFF);
  return (
    <>
      <Group legend="Individual">
        <TextField
          name="firstName"
          label="First Name"
          disabled={!enabled.firstName}
          group={PERSON}
          revealedBy={['gender', 'dob']}
          helper={helper('firstName')}
        />
        <TextField
          name="lastName"
          label="Last Name"
          disabled={!enabled.lastName}
          group={PERSON}
          helper={helper('lastName')}
        />
        <DateFormField name="dob" label="Date of Birth" disabled={!enabled.dob} group={PERSON} />
        <SelectField
          name="gender"
          label="Gender"
          options={GENDER_OPTIONS}
          placeholder="Select gender"
          disabled={!enabled.gender}
          group={PERSON}
        />
      </Group>
      <Group legend="Business">
        <TextField
          name="company"
          label="Company Name"
          disabled={!enabled.company}
          helper={helper('company')}
          autoComplete="organization"
        />
      </Group>
      <Group legend="Contact and device">
        <TextField
          name="email"
          label="Email Address"
          type="email"
          inputMode="email"
          disabled={!enabled.email}
          helper={helper('email')}
        />
        <TextField name="ip" label="IP Address" disabled={!enabled.ip} helper={helper('ip')} />
        <TextField
          name="phone"
          label="Phone Number"
          type="tel"
          inputMode="tel"
          maxLength={PHONE_MAX_LENGTH}
          disabled={!enabled.phone}
          helper={helper('phone')}
        />
        <TextField
          name="bin"
          label="BIN (last six digits of the card)"
          inputMode="numeric"
          maxLength={BIN_LENGTH}
          sanitize={binDigits}
          disabled={!enabled.bin}
          helper={helper('bin')}
        />
      </Group>
      <Group legend="Address">
        <TextField
          name="address"
          label="Address"
          autoComplete="street-address"
          disabled={!enabled.address}
          group={PLACE}
          revealedBy={['country']}
          helper={helper('address')}
        />
        <SelectField
          name="country"
          label="Country"
          options={COUNTRY_OPTIONS}
          disabled={!enabled.country}
          group={PLACE}
        />
      </Group>
    </>
  );
}
