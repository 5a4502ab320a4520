import { useState } from 'react';
import { errorText, rollApiKey, type ApiKey, type GracePeriod } from '@pulse/api-client';
import { Text } from '@pulse/ui';
import { SelectField } from '@pulse/ui/forms';
import { FormDialog } from '@pulse/ui/overlays';
import { GRACE_OPTIONS } from '../utils/format';
import { SecretReveal } from './secret-reveal';

export const ROLL_FAILURE = 'The key could not be rolled';

interface RollKeyValues {
  grace: GracePeriod;
}

const INITIAL: RollKeyValues = { grace: '24h' };

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
  const [secret, setSecret] = useState<string | null>(null);

  function close() {
    const rolled = secret !== null;
    setSecret(null);
    onClose(rolled);
  }

  return (
    <FormDialog<RollKeyValues>
      open={apiKey !== null}
      title={`Roll “${apiKey?.name ?? ''}”?`}
      description={`A new key replaces ${apiKey?.prefix ?? ''}… with the same name, mode, expiry and IP allow-list. Keep the old key working long enough to deploy the new one.`}
      initialValues={INITIAL}
      submitText="Roll key"
      onClose={close}
      done={secret ? { title: 'Your new API key', body: <SecretReveal secret={secret} /> } : null}
      onSubmit={async (values) => {
        if (!apiKey) return;
        try {
          setSecret((await rollApiKey(apiKey.id, values.grace)).secret);
        } catch (err) {
          return errorText(err, ROLL_FAILURE);
        }
      }}
    >
      {(values) => (
        <>
          <SelectField
            name="grace"
            label="Old key keeps working for"
            options={GRACE_OPTIONS}
            placeholder={false}
          />
          {values.grace === 'none' ? (
            <Text color="fg.error" fontSize="sm">
              Every server still using the old key will be refused at once.
            </Text>
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
