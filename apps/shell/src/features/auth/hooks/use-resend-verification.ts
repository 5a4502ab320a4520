import { useCallback, useState } from 'react';
import { errorText, resendVerificationEmail } from '@pulse/api-client';
import { useNotify } from '@pulse/ui';

/** Spec §4 Resend verification: idle → sending (spinner) → a success or failure toast. */
export function useResendVerification() {
  const notify = useNotify();
  const [sending, setSending] = useState(false);

  const resend = useCallback(
    async (email: string) => {
      setSending(true);
      try {
        await resendVerificationEmail(email);
        notify.success('Verification email sent successfully!');
      } catch (error) {
        notify.error(errorText(error, 'Failed to resend email'));
      } finally {
        setSending(false);
      }
    },
    [notify],
  );

  return { resend, sending };
}
