import { useState } from 'react';
import { errorText } from '@pulse/api-client';
import { validateWith } from '@pulse/forms';
import { Alert, Button, Form, HStack, PasswordField, Stack, Text, TextField } from '@pulse/ui';
import { emailChangeSchema, type EmailChangeValues } from '../schemas/profile-schema';

const validate = validateWith<EmailChangeValues>(emailChangeSchema);
const initialValues: EmailChangeValues = { newEmail: '', currentPassword: '' };

/**
 * The move to a new sign-in address: a link goes to the new address and the address changes only
 * when it is opened. A change
 * waiting for its link is shown with Cancel; sending the form again resends the link.
 */
export function EmailChangeForm({
  email,
  pendingEmail,
  onRequest,
  onCancelPending,
}: {
  email: string;
  /** The address a confirmation link was sent to and not opened yet, or null. */
  pendingEmail: string | null;
  onRequest: (values: EmailChangeValues) => Promise<string>;
  onCancelPending: () => Promise<void>;
}) {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const cancel = async () => {
    setError(null);
    setCancelling(true);
    try {
      await onCancelPending();
      setSent(null);
    } catch (err) {
      setError(errorText(err, 'The email change could not be cancelled'));
    } finally {
      setCancelling(false);
    }
  };
  const submit = async (values: EmailChangeValues) => {
    setError(null);
    try {
      setSent(await onRequest(values));
    } catch (err) {
      setError(errorText(err, 'The confirmation link could not be sent'));
    }
  };
  return (
    <Stack gap="4">
      <Text>
        Current email: <strong>{email}</strong>
      </Text>
      {pendingEmail ? (
        <HStack
          gap="3"
          wrap="wrap"
          justify="space-between"
          borderWidth="1px"
          borderColor="border.warning"
          bg="bg.warning"
          rounded="l2"
          px="3"
          py="2"
          data-testid="pending-email"
        >
          <Text>
            Pending: <strong>{pendingEmail}</strong> — confirmation sent
            <Text as="span" display="block" textStyle="xs" color="fg.muted">
              Your address changes when the link in that email is opened. To send it again, use the
              form below.
            </Text>
          </Text>
          <Button size="sm" variant="outline" loading={cancelling} onClick={() => void cancel()}>
            Cancel change
          </Button>
        </HStack>
      ) : null}
      {sent ? (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{sent}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Form<EmailChangeValues>
        onSubmit={submit}
        validate={validate}
        initialValues={initialValues}
        render={({ handleSubmit, submitting, values }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Change email">
            <Stack gap="5">
              <TextField
                name="newEmail"
                label="New email"
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
              />
              <PasswordField
                name="currentPassword"
                label="Current password"
                autoComplete="current-password"
              />
              <Button
                type="submit"
                alignSelf="flex-start"
                loading={submitting}
                disabled={!values.newEmail || !values.currentPassword || submitting}
              >
                Send confirmation link
              </Button>
            </Stack>
          </form>
        )}
      />
    </Stack>
  );
}
