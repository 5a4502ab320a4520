import { useState } from 'react';
import { createApiKey, errorText, type KeyMode } from '@pulse/api-client';
import { validateWith } from '@pulse/forms';
import { TextField } from '@pulse/ui';
import { SelectField } from '@pulse/ui/forms';
import { FormDialog } from '@pulse/ui/overlays';
import { object, string } from 'yup';
import { EXPIRY_OPTIONS, expiryFrom, parseAllowList } from '../utils/format';
import { SecretReveal } from './secret-reveal';

/** Texts of the create dialog that tests assert. */
export const NAME_REQUIRED = 'Name is required';
export const CREATE_FAILURE = 'The key could not be created';

const MODE_OPTIONS = [
  { value: 'live', label: 'Live (pk_live_): real answers, charged' },
  { value: 'test', label: 'Test (pk_test_): sandbox answers, never charged' },
] as const;

interface CreateKeyValues {
  name: string;
  mode: KeyMode;
  expiry: string;
  allowList: string;
}

const INITIAL: CreateKeyValues = { name: '', mode: 'live', expiry: 'never', allowList: '' };
const validate = validateWith<CreateKeyValues>(
  object({ name: string().trim().required(NAME_REQUIRED) }),
);

export interface CreateKeyDialogProps {
  open: boolean;
  /** Called when the dialog closes; `created` is true when a key was made (the list reloads). */
  onClose: (created: boolean) => void;
}

/**
 * Create a named key: name, mode, expiry and IP allow-list; then the secret, shown this once.
 * Closing after creation reloads the list.
 */
export function CreateKeyDialog({ open, onClose }: CreateKeyDialogProps) {
  const [secret, setSecret] = useState<string | null>(null);

  function close() {
    const created = secret !== null;
    setSecret(null);
    onClose(created);
  }

  return (
    <FormDialog<CreateKeyValues>
      open={open}
      title="Create API key"
      initialValues={INITIAL}
      validate={validate}
      submitText="Create key"
      onClose={close}
      done={secret ? { title: 'Your new API key', body: <SecretReveal secret={secret} /> } : null}
      onSubmit={async (values) => {
        try {
          const res = await createApiKey({
            name: values.name.trim(),
            mode: values.mode,
            expiresAt: expiryFrom(values.expiry, new Date()),
            allowedCidrs: parseAllowList(values.allowList),
          });
          setSecret(res.secret);
        } catch (err) {
          return errorText(err, CREATE_FAILURE);
        }
      }}
    >
      <TextField
        name="name"
        label="Name"
        maxLength={64}
        placeholder="e.g. Checkout server"
        required
      />
      <SelectField name="mode" label="Mode" options={MODE_OPTIONS} placeholder={false} />
      <SelectField name="expiry" label="Expires" options={EXPIRY_OPTIONS} placeholder={false} />
      <TextField
        name="allowList"
        label="IP allow-list"
        placeholder="203.0.113.0/24, 2001:db8::/32"
        inputProps={{ fontFamily: 'mono', fontSize: 'sm' }}
        helper="Optional. Addresses or CIDR ranges, separated by commas. Leave empty to accept calls from any address."
      />
    </FormDialog>
  );
}
