import { errorText, type Profile } from '@pulse/api-client';
import { COUNTRY_OPTIONS, validateWith } from '@pulse/forms';
import { Button, Form, SimpleGrid, Stack, Text, TextField, useNotify } from '@pulse/ui';
import { SelectField } from '@pulse/ui/forms';
import { profileSchema, type ProfileValues } from '../schemas/profile-schema';

const validate = validateWith<ProfileValues>(profileSchema);

export const PROFILE_SAVED_MESSAGE = 'Profile saved';
export const COMPANY_LOCKED_MESSAGE = 'Only an owner or admin can change the company details.';

/**
 * Full name (the member's), company name, contact number and country (the company's: only an
 * owner or admin may change them).
 */
export function ProfileForm({
  profile,
  onSave,
}: {
  profile: Profile;
  onSave: (values: ProfileValues) => Promise<void>;
}) {
  const notify = useNotify();
  const companyEditable = profile.role === 'owner' || profile.role === 'admin';
  const initialValues: ProfileValues = {
    fullName: profile.fullName,
    companyName: profile.companyName,
    contactNumber: profile.contactNumber,
    country: profile.country,
  };
  const submit = async (values: ProfileValues) => {
    try {
      await onSave(values);
      notify.success(PROFILE_SAVED_MESSAGE);
    } catch (error) {
      notify.error(errorText(error, 'The profile could not be saved'));
    }
  };
  return (
    <Form<ProfileValues>
      onSubmit={submit}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, pristine }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Profile">
          <Stack gap="5">
            <TextField name="fullName" label="Full name" autoComplete="name" required />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField
                name="companyName"
                label="Company name"
                autoComplete="organization"
                required
                disabled={!companyEditable}
              />
              <TextField
                name="contactNumber"
                label="Contact number"
                type="tel"
                autoComplete="tel"
                required
                disabled={!companyEditable}
              />
            </SimpleGrid>
            <SelectField
              name="country"
              label="Country"
              options={COUNTRY_OPTIONS}
              required
              autoComplete="country"
              disabled={!companyEditable}
            />
            {companyEditable ? null : (
              <Text textStyle="sm" color="fg.muted">
                {COMPANY_LOCKED_MESSAGE}
              </Text>
            )}
            <Button
              type="submit"
              alignSelf="flex-start"
              loading={submitting}
              disabled={pristine || submitting}
            >
              Save changes
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
