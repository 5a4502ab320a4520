import {
  Box,
  Button,
  Form,
  PasswordField,
  PasswordStrengthMeter,
  Stack,
  TextField,
} from '@pulse/ui';
import { validateWith } from '@pulse/forms';
import {
  acceptInviteSchema,
  initialAcceptInviteValues,
  type AcceptInviteValues,
} from '../schemas/accept-invite-schema';

const validate = validateWith<AcceptInviteValues>(acceptInviteSchema);

/** Full name, password and its confirmation (sign-up rules, spec §5); "Join" while not busy. */
export function AcceptInviteForm({
  onSubmit,
}: {
  onSubmit: (values: AcceptInviteValues) => Promise<void>;
}) {
  return (
    <Form<AcceptInviteValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialAcceptInviteValues}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Accept the invitation">
          <Stack gap="5">
            <TextField
              name="fullName"
              size="lg"
              label="Full name"
              autoComplete="name"
              placeholder="Jane Doe"
              required
            />
            <PasswordField
              name="password"
              size="lg"
              label="Password"
              autoComplete="new-password"
              placeholder="At least 8 characters"
              required
              renderBelow={(password) => (
                <Box w="full">
                  <PasswordStrengthMeter password={password} />
                </Box>
              )}
            />
            <PasswordField
              name="confirmPassword"
              size="lg"
              label="Confirm password"
              autoComplete="new-password"
              placeholder="Type the password again"
              required
            />
            <Button type="submit" size="lg" loading={submitting} disabled={submitting}>
              Join the team
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
