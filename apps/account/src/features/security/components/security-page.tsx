import { useState } from 'react';
import { Stack, usePageTitle } from '@pulse/ui';
import { ChangePasswordPanel } from './change-password-panel';
import { SessionsPanel } from './sessions-panel';
import { TwoFactorPanel } from './two-factor-panel';

/** Settings → Security: change password, two-factor authentication and sessions. */
export function SecurityPage() {
  usePageTitle('Security');
  // A password change ends the other sessions: the list is read again.
  const [sessionsKey, setSessionsKey] = useState(0);
  return (
    <Stack gap="6" maxW="3xl">
      <ChangePasswordPanel onChanged={() => setSessionsKey((k) => k + 1)} />
      <TwoFactorPanel />
      <SessionsPanel key={sessionsKey} />
    </Stack>
  );
}
