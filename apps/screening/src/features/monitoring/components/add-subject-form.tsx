import { useState } from 'react';
import type { NewMonitoredSubject } from '@pulse/api-client';
import { COUNTRY_OPTIONS, validateWith } from '@pulse/forms';
import { Box, Button, Flex, Form, FormSpy, SectionCard, Stack, Text, TextField } from '@pulse/ui';
import { SelectField } from '@pulse/ui/forms';
import { DateFormField, withDateTextCheck } from '@pulse/ui/overlays';
import { object, string } from 'yup';
import { useMonitorSubject } from '../hooks/use-monitoring';
import { MONITORING_PRICE_TEXT } from '../utils/format';
import { MonitorError } from './no-calls-left';

interface AddValues {
  kind: string;
  name: string;
  dateOfBirth: string;
  country: string;
  reference: string;
}

const EMPTY: AddValues = { kind: 'person', name: '', dateOfBirth: '', country: '', reference: '' };

/** Empty, or the ISO `YYYY-MM-DD` (the date field's value) of a real calendar day not after today. */
function isPastDate(value: string | undefined): boolean {
  if (!value) return true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value) && d <= new Date();
}

const schema = object({
  kind: string().oneOf(['person', 'business'], 'Kind is required').required('Kind is required'),
  name: string()
    .trim()
    .required('Name is required')
    .max(200, 'Name must be at most 200 characters'),
  dateOfBirth: string().test('date', 'Date of birth must be a past date', (v) => isPastDate(v)),
  country: string(),
  reference: string().trim().max(100, 'Reference must be at most 100 characters'),
});
// A typed text that is not a date leaves the value empty: the check makes it an error, not "no date".
const checked = withDateTextCheck(validateWith<AddValues>(schema), ['dateOfBirth']);
/** The form's errors; a business has no date of birth, so a date typed before the switch is no error. */
const validate = (values: AddValues) => {
  const errors = checked(values);
  if (values.kind === 'business') delete errors.dateOfBirth;
  return errors;
};

/** The request of the form's values: what is empty is left out; a business has no date of birth. */
export function toNewSubject(v: AddValues): NewMonitoredSubject {
  const opt = (s: string) => (s.trim() ? s.trim() : undefined);
  const common = { name: v.name.trim(), country: opt(v.country), reference: opt(v.reference) };
  return v.kind === 'business'
    ? { kind: 'business', ...common }
    : { kind: 'person', ...common, dateOfBirth: opt(v.dateOfBirth) };
}

/**
 * Takes the reader to the add form, below the alerts and the subjects: focuses its Name field,
 * which scrolls it into view.
 */
export function goToAddSubject(): void {
  document.querySelector<HTMLElement>('form[aria-label="Add subject"] input[name="name"]')?.focus();
}

/**
 * "Add subject": a person (date of birth optional) or a business, with country and the caller's
 * reference. The first screen is a normal AML report, so the price is said before the button; a
 * subject already monitored is not charged again.
 */
export function AddSubjectForm() {
  const add = useMonitorSubject();
  const [done, setDone] = useState<string | null>(null);
  return (
    <SectionCard title="Add subject">
      <Form<AddValues>
        initialValues={EMPTY}
        validate={validate}
        onSubmit={async (values, form) => {
          setDone(null);
          try {
            const { subject, created } = await add.mutateAsync(toNewSubject(values));
            setDone(
              created ? `Monitoring ${subject.name}.` : `${subject.name} is already monitored.`,
            );
            setTimeout(() => form.restart(EMPTY));
          } catch {
            // The error is shown below the form (add.error).
          }
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Add subject">
            <Stack gap="3">
              <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
                <Box flex="1" minW="0">
                  <SelectField
                    name="kind"
                    label="Kind"
                    placeholder={false}
                    options={[
                      { value: 'person', label: 'Person' },
                      { value: 'business', label: 'Business' },
                    ]}
                    required
                  />
                </Box>
                <Box flex="2" minW="0">
                  <TextField name="name" label="Name" autoComplete="off" required />
                </Box>
              </Flex>
              <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
                <FormSpy<AddValues> subscription={{ values: true }}>
                  {({ values }) =>
                    values.kind === 'person' ? (
                      <Box flex="1" minW="0">
                        <DateFormField name="dateOfBirth" label="Date of birth" />
                      </Box>
                    ) : null
                  }
                </FormSpy>
                <Box flex="1" minW="0">
                  <SelectField
                    name="country"
                    label="Country"
                    placeholder="Any country"
                    options={COUNTRY_OPTIONS}
                  />
                </Box>
                <Box flex="1" minW="0">
                  <TextField name="reference" label="Reference" autoComplete="off" />
                </Box>
              </Flex>
              <Text textStyle="sm" color="fg.muted">
                {MONITORING_PRICE_TEXT}
              </Text>
              <Box>
                <Button type="submit" colorPalette="brand" loading={submitting}>
                  Add subject
                </Button>
              </Box>
              {done ? (
                <Text textStyle="sm" role="status">
                  {done}
                </Text>
              ) : null}
              {add.isError ? (
                <MonitorError error={add.error} fallback="The subject could not be added." />
              ) : null}
            </Stack>
          </form>
        )}
      />
    </SectionCard>
  );
}
