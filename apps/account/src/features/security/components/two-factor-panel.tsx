import { useState } from 'react';
import { errorText } from '@pulse/api-client';
import {
  Badge,
  Box,
  Button,
  formatDateTime,
  HStack,
  LoadingSpinner,
  SectionCard,
  Stack,
  Text,
  useNotify,
} from '@pulse/ui';
import { useTwoFactor } from '../hooks/use-two-factor';
import { DisableForm } from './disable-form';
import { EnrolStep } from './enrol-step';
import { RecoveryCodes } from './recovery-codes';

/** Settings → Security: two-factor authentication: status, set-up and turning off. */
export function TwoFactorPanel() {
  const tf = useTwoFactor();
  const notify = useNotify();
  const [disabling, setDisabling] = useState(false);
  const [starting, setStarting] = useState(false);
  const on = tf.status?.enabled === true;

  let body;
  if (tf.failed) body = <Text color="fg.error">Two-factor status could not be loaded.</Text>;
  else if (!tf.status) body = <LoadingSpinner label="Loading two-factor status" />;
  else if (tf.recoveryCodes)
    body = <RecoveryCodes codes={tf.recoveryCodes} onDone={tf.doneWithCodes} />;
  else if (tf.setup)
    body = <EnrolStep setup={tf.setup} onConfirm={tf.confirm} onCancel={tf.cancelSetup} />;
  else if (on && disabling)
    body = (
      <DisableForm
        onCancel={() => setDisabling(false)}
        onDisable={async (password, code) => {
          await tf.disable(password, code);
          setDisabling(false);
          notify.success('Two-factor authentication is off.');
        }}
      />
    );
  else
    body = (
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {on
            ? `On since ${formatDateTime(tf.status.enabledAt ?? '')}. ${tf.status.recoveryCodesLeft} of 10 recovery codes left.`
            : 'Ask for a code from an authenticator app each time you sign in, so a stolen password alone is not enough.'}
        </Text>
        <Box>
          {on ? (
            <Button variant="outline" colorPalette="red" onClick={() => setDisabling(true)}>
              Turn off two-factor authentication
            </Button>
          ) : (
            <Button
              colorPalette="brand"
              loading={starting}
              onClick={async () => {
                setStarting(true);
                try {
                  await tf.start();
                } catch (err) {
                  notify.error(errorText(err, 'Two-factor set-up could not start'));
                } finally {
                  setStarting(false);
                }
              }}
            >
              Set up two-factor authentication
            </Button>
          )}
        </Box>
      </Stack>
    );

  return (
    <SectionCard
      title={
        <HStack gap="3">
          <span>Two-factor authentication</span>
          {tf.status ? (
            <Badge colorPalette={on ? 'green' : 'gray'} variant="subtle">
              {on ? 'On' : 'Off'}
            </Badge>
          ) : null}
        </HStack>
      }
    >
      {body}
    </SectionCard>
  );
}
