import { errorText } from '@pulse/api-client';
import { useSession } from '@pulse/auth';
import { Alert, Box, Stack, Text } from '@pulse/ui';
import { Checkbox } from '@pulse/ui/forms';
import { useCaseSettings, useUpdateCaseSettings } from '../hooks/use-cases';
import { mayChangeCaseSettings } from '../utils/format';

const LABEL = 'Require a second reviewer to confirm a true match';

/**
 * The tenant's four-eyes rule (docs/adr/0046-case-review.md): a switch for owners and admins, its
 * state in words for everyone else.
 */
export function FourEyesSetting() {
  const { user } = useSession();
  const settings = useCaseSettings();
  const update = useUpdateCaseSettings();
  if (!settings.data) return null;
  const on = settings.data.fourEyes;
  if (!mayChangeCaseSettings(user?.role)) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {on
          ? 'Four-eyes rule on: a second reviewer must confirm each true match.'
          : 'Four-eyes rule off: one reviewer may close a case as a true match.'}
      </Text>
    );
  }
  return (
    <Stack gap="2">
      <Box>
        <Checkbox.Root
          checked={on}
          disabled={update.isPending}
          onCheckedChange={(e) => update.mutate({ fourEyes: e.checked === true })}
        >
          <Checkbox.HiddenInput role="switch" aria-checked={on} />
          <Checkbox.Control />
          <Checkbox.Label>{LABEL}</Checkbox.Label>
        </Checkbox.Root>
      </Box>
      {update.isError ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{errorText(update.error, 'The setting could not be saved.')}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
