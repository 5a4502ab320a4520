import { errorText, inviteMember } from '@pulse/api-client';
import { validateWith } from '@pulse/forms';
import { Box, Button, Flex, Form, FormSpy, Stack, Text, TextField, useNotify } from '@pulse/ui';
import { SelectField } from '@pulse/ui/forms';
import { object, string } from 'yup';
import { ROLE_HINTS, ROLE_LABELS, assignableRoles, type Role } from '../utils/roles';

export const INVITE_FAILURE = 'The invitation could not be sent';
export const inviteSent = (email: string) => `Invitation sent to ${email}`;

interface InviteValues {
  email: string;
  role: string;
}

const schema = object({
  email: string()
    .trim()
    .required('Email is required')
    .email('Invalid email address')
    .max(254, 'Invalid email address'),
  role: string().required('Role is required'),
});
const validate = validateWith<InviteValues>(schema);

/**
 * Invite a person by e-mail with a role; the API sends the link (valid 7 days, once). The role
 * list offers Owner to owners only. `onInvited` reloads the pending invitations.
 */
export function InviteForm({ actor, onInvited }: { actor: Role; onInvited: () => void }) {
  const notify = useNotify();
  const roles = assignableRoles(actor);
  const options = roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

  return (
    <Form<InviteValues>
      onSubmit={async (values, form) => {
        const email = values.email.trim();
        try {
          await inviteMember({ email, role: values.role as Role });
          notify.success(inviteSent(email));
          onInvited();
          // Ready for the next invitation: no errors shown on the emptied field.
          setTimeout(() => form.restart({ email: '', role: 'developer' }));
        } catch (err) {
          notify.error(errorText(err, INVITE_FAILURE));
        }
      }}
      validate={validate}
      initialValues={{ email: '', role: 'developer' }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Invite a member">
          <Stack gap="3">
            <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
              <Box flex="2" minW="0">
                <TextField
                  name="email"
                  label="Email"
                  type="email"
                  autoComplete="off"
                  placeholder="colleague@company.com"
                  required
                />
              </Box>
              <Box flex="2" minW="0">
                <SelectField name="role" label="Role" options={options} required />
              </Box>
              <Button type="submit" colorPalette="brand" loading={submitting} flexShrink={0}>
                Send invitation
              </Button>
            </Flex>
            <FormSpy<InviteValues> subscription={{ values: true }}>
              {({ values }) =>
                values.role in ROLE_HINTS ? (
                  <Text textStyle="sm" data-testid="role-hint">
                    {`${ROLE_LABELS[values.role as Role]}: ${ROLE_HINTS[values.role as Role]}.`}
                  </Text>
                ) : null
              }
            </FormSpy>
            <Text textStyle="xs" color="fg.muted">
              The invitation link is valid for 7 days and can be used once.
            </Text>
          </Stack>
        </form>
      )}
    />
  );
}
