import { Stack, usePageTitle } from '@pulse/ui';
import { TwoFactorPanel } from './two-factor-panel';

/** Settings → Security: two-factor authentication (password and sessions join it here). */
export function SecurityPage() {
  usePageTitle('Security');
  return (
    <Stack gap="6" maxW="3xl">
      <TwoFactorPanel />
    </Stack>
  );
}
