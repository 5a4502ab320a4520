import { useId, useState, type FormEvent } from 'react';
import { createApiKey, errorText, type KeyMode } from '@pulse/api-client';
import { Alert, Button, CloseButton, Field, Input, Stack } from '@pulse/ui';
import { NativeSelect } from '@pulse/ui/forms';
import { Dialog, Portal } from '@pulse/ui/overlays';
import { EXPIRY_OPTIONS, expiryFrom, parseAllowList } from '../utils/format';
import { SecretReveal } from './secret-reveal';

/** Texts of the create dialog that tests assert. */
export const NAME_REQUIRED = 'Name is required';
export const CREATE_FAILURE = 'The key could not be created';

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
  const [name, setName] = useState('');
  const [mode, setMode] = useState<KeyMode>('live');
  const [expiry, setExpiry] = useState('never');
  const [allowList, setAllowList] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const formId = useId();

  const nameError = touched && !name.trim() ? NAME_REQUIRED : null;

  function close() {
    const created = secret !== null;
    setName('');
    setMode('live');
    setExpiry('never');
    setAllowList('');
    setTouched(false);
    setError(null);
    setSecret(null);
    onClose(created);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!name.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const res = await createApiKey({
        name: name.trim(),
        mode,
        expiresAt: expiryFrom(expiry, new Date()),
        allowedCidrs: parseAllowList(allowList),
      });
      setSecret(res.secret);
    } catch (err) {
      setError(errorText(err, CREATE_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      placement="center"
      closeOnEscape={!busy}
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) close();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{secret ? 'Your new API key' : 'Create API key'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {secret ? (
                <SecretReveal secret={secret} />
              ) : (
                <form id={formId} onSubmit={submit} noValidate>
                  <Stack gap="4">
                    {error ? (
                      <Alert.Root status="error">
                        <Alert.Indicator />
                        <Alert.Title>{error}</Alert.Title>
                      </Alert.Root>
                    ) : null}
                    <Field.Root required invalid={nameError !== null}>
                      <Field.Label>Name</Field.Label>
                      <Input
                        value={name}
                        maxLength={64}
                        placeholder="e.g. Checkout server"
                        onChange={(e) => setName(e.target.value)}
                        onBlur={() => setTouched(true)}
                      />
                      {nameError ? <Field.ErrorText>{nameError}</Field.ErrorText> : null}
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>Mode</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          value={mode}
                          onChange={(e) => setMode(e.target.value === 'test' ? 'test' : 'live')}
                        >
                          <option value="live">Live (pk_live_): real answers, charged</option>
                          <option value="test">
                            Test (pk_test_): sandbox answers, never charged
                          </option>
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>Expires</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          value={expiry}
                          onChange={(e) => setExpiry(e.target.value)}
                        >
                          {EXPIRY_OPTIONS.map((o) => (
                            <option key={o.value} value={o.value}>
                              {o.label}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>IP allow-list</Field.Label>
                      <Input
                        value={allowList}
                        placeholder="203.0.113.0/24, 2001:db8::/32"
                        fontFamily="mono"
                        fontSize="sm"
                        onChange={(e) => setAllowList(e.target.value)}
                      />
                      <Field.HelperText>
                        Optional. Addresses or CIDR ranges, separated by commas. Leave empty to
                        accept calls from any address.
                      </Field.HelperText>
                    </Field.Root>
                  </Stack>
                </form>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {secret ? (
                <Button colorPalette="brand" onClick={close}>
                  Done
                </Button>
              ) : (
                <>
                  <Button variant="outline" onClick={close} disabled={busy}>
                    Cancel
                  </Button>
                  <Button type="submit" form={formId} colorPalette="brand" loading={busy}>
                    Create key
                  </Button>
                </>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
