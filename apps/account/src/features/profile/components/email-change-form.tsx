import { useState } from 'react';
import { errorText } from '@pulse/api-client';
import { validateWith } from '@pulse/forms';
import { Alert, Button, Form, PasswordField, Stack, Text, TextField } from '@pulse/ui';
import { emailChangeSchema, type EmailChangeValues } from '../schemas/profile-schema';

const validate = validateWith<EmailChangeValues>(emailChangeSchema);
const initialValues: EmailChangeValues = { newEmail: '', currentPassword: '' };

/**
 * The move to a new sign-in address: a link goes to the new address and the address changes only
 * when it is opened (docs/api-contract.md, "E-mail change").
 */
export function EmailChangeForm({
  email,
  onRequest,
}: {
  email: string;
  onRequest: (values: EmailChangeValues) => Promise<string>;
}) {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
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
