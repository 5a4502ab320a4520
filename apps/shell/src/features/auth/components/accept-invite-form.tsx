import { Button, Form, Stack, TextField } from '@pulse/ui';
import { validateWith } from '@pulse/forms';
import {
  acceptInviteSchema,
  initialAcceptInviteValues,
  type AcceptInviteValues,
} from '../schemas/accept-invite-schema';
import { NewPasswordFields } from './new-password-fields';

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
            <NewPasswordFields
              passwordLabel="Password"
              confirmLabel="Confirm password"
              confirmPlaceholder="Type the password again"
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
