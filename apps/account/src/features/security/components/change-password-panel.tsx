import { changePassword, errorText } from '@pulse/api-client';
import { validateWith } from '@pulse/forms';
import {
  Box,
  Button,
  Form,
  PasswordField,
  PasswordStrengthMeter,
  SectionCard,
  Stack,
  Text,
  useNotify,
} from '@pulse/ui';
import type { FormApi } from '@pulse/ui';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas/change-password-schema';

const validate = validateWith<ChangePasswordValues>(changePasswordSchema);
const initialValues: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export const PASSWORD_CHANGED_MESSAGE =
  'Password changed. Your other sessions have been signed out.';

/**
 * Change password: needs the current password; every other session of the
 * member ends, this one stays.
 */
export function ChangePasswordPanel({ onChanged }: { onChanged?: () => void }) {
  const notify = useNotify();
  const submit = async (
    values: ChangePasswordValues,
    form: FormApi<ChangePasswordValues>,
  ): Promise<void> => {
    try {
      await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      notify.success(PASSWORD_CHANGED_MESSAGE);
      setTimeout(() => form.restart(initialValues));
      onChanged?.();
    } catch (error) {
      notify.error(errorText(error, 'The password could not be changed'));
    }
  };
  return (
    <SectionCard title="Change password">
      <Text color="fg.muted" mb="4">
        Signing in elsewhere ends when you change your password; this browser stays signed in.
      </Text>
      <Form<ChangePasswordValues>
        onSubmit={submit}
        validate={validate}
        initialValues={initialValues}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Change password">
            <Stack gap="5" maxW="md">
              <PasswordField
                name="currentPassword"
                label="Current password"
                autoComplete="current-password"
                required
              />
              <PasswordField
                name="newPassword"
                label="New password"
                autoComplete="new-password"
                required
                renderBelow={(password) => (
                  <Box w="full">
                    <PasswordStrengthMeter password={password} />
                  </Box>
                )}
              />
              <PasswordField
                name="confirmPassword"
                label="Confirm new password"
                autoComplete="new-password"
                required
              />
              <Button
                type="submit"
                alignSelf="flex-start"
                loading={submitting}
                disabled={submitting}
              >
                Change password
              </Button>
            </Stack>
          </form>
        )}
      />
    </SectionCard>
  );
}
