import { useState } from 'react';
import { errorText, rollApiKey, type ApiKey, type GracePeriod } from '@pulse/api-client';
import { Alert, Button, CloseButton, Field, Stack, Text } from '@pulse/ui';
import { NativeSelect } from '@pulse/ui/forms';
import { Dialog, Portal } from '@pulse/ui/overlays';
import { GRACE_OPTIONS } from '../utils/format';
import { SecretReveal } from './secret-reveal';

export const ROLL_FAILURE = 'The key could not be rolled';

export interface RollKeyDialogProps {
  /** The key to roll; null: closed. */
  apiKey: ApiKey | null;
  /** Called when the dialog closes; `rolled` is true when a new key was issued. */
  onClose: (rolled: boolean) => void;
}

/**
 * Roll a key: the customer picks how long the old key keeps working (none, 1 h, 24 h, 7 days), then
 * sees the new secret once. Deploy the new key within the grace period; the list counts it down.
 */
export function RollKeyDialog({ apiKey, onClose }: RollKeyDialogProps) {
  const [grace, setGrace] = useState<GracePeriod>('24h');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  function close() {
    const rolled = secret !== null;
    setGrace('24h');
    setError(null);
    setSecret(null);
    onClose(rolled);
  }

  async function roll() {
    if (!apiKey) return;
    setBusy(true);
    setError(null);
    try {
      setSecret((await rollApiKey(apiKey.id, grace)).secret);
    } catch (err) {
      setError(errorText(err, ROLL_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      open={apiKey !== null}
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
              <Dialog.Title>
                {secret ? 'Your new API key' : `Roll “${apiKey?.name ?? ''}”?`}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {secret ? (
                <SecretReveal secret={secret} />
              ) : (
                <Stack gap="4">
                  <Dialog.Description>
                    A new key replaces {apiKey?.prefix}… with the same name, mode, expiry and IP
                    allow-list. Keep the old key working long enough to deploy the new one.
                  </Dialog.Description>
                  {error ? (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                  <Field.Root>
                    <Field.Label>Old key keeps working for</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={grace}
                        onChange={(e) => setGrace(e.target.value as GracePeriod)}
                      >
                        {GRACE_OPTIONS.map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  {grace === 'none' ? (
                    <Text color="fg.error" fontSize="sm">
                      Every server still using the old key will be refused at once.
                    </Text>
                  ) : null}
                </Stack>
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
                  <Button colorPalette="brand" onClick={roll} loading={busy}>
                    Roll key
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
