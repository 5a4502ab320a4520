import { useState } from 'react';
import { errorText, type SessionInfo } from '@pulse/api-client';
import {
  Badge,
  Box,
  Button,
  HStack,
  LoadingSpinner,
  SectionCard,
  Stack,
  Text,
  formatDateTime,
  useNotify,
} from '@pulse/ui';
import { ConfirmDialog } from '@pulse/ui/overlays';
import { useSessions } from '../hooks/use-sessions';
import { describeDevice } from '../utils/device';

export const SESSIONS_LOAD_FAILED = 'Your sessions could not be loaded.';
export const SESSION_REVOKED_MESSAGE = 'The session has been signed out.';
export const NO_OTHER_SESSIONS = 'No other sessions are signed in.';

/**
 * Settings → Security → Sessions: where the member is signed in,
 * with "This device" on the current session; one session ends after a confirmation, or all others.
 */
export function SessionsPanel() {
  const { sessions, failed, reload, revoke, revokeOthers } = useSessions();
  const notify = useNotify();
  const [pending, setPending] = useState<SessionInfo | 'others' | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending === 'others') {
        const n = await revokeOthers();
        notify.success(n === 1 ? '1 other session signed out.' : `${n} other sessions signed out.`);
      } else {
        await revoke(pending.id);
        notify.success(SESSION_REVOKED_MESSAGE);
      }
    } catch (error) {
      notify.error(errorText(error, 'The session could not be signed out'));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const others = sessions?.filter((s) => !s.current) ?? [];
  return (
    <SectionCard
      title="Sessions"
      actions={
        others.length > 0 ? (
          <Button size="sm" variant="outline" onClick={() => setPending('others')}>
            Sign out all other sessions
          </Button>
        ) : undefined
      }
    >
      {failed ? (
        <Stack gap="3" align="flex-start" role="alert">
          <Text>{SESSIONS_LOAD_FAILED}</Text>
          <Button variant="outline" size="sm" onClick={() => void reload()}>
            Retry
          </Button>
        </Stack>
      ) : !sessions ? (
        <LoadingSpinner label="Loading sessions" />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Active sessions">
          {sessions.map((s) => (
            <Box as="li" key={s.id} borderWidth="1px" rounded="md" p="3">
              <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
                <Stack gap="1" minW="0">
                  <HStack gap="2" flexWrap="wrap">
                    <Text fontWeight="semibold">{describeDevice(s.userAgent)}</Text>
                    {s.current ? <Badge colorPalette="green">This device</Badge> : null}
                  </HStack>
                  <Text textStyle="sm" color="fg.muted">
                    IP {s.ip ?? 'unknown'} · Signed in {formatDateTime(s.createdAt)} · Last seen{' '}
                    {formatDateTime(s.lastSeenAt)}
                  </Text>
                </Stack>
                {s.current ? null : (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    aria-label={`Sign out ${describeDevice(s.userAgent)} (${s.ip ?? 'unknown IP'})`}
                    onClick={() => setPending(s)}
                  >
                    Sign out
                  </Button>
                )}
              </HStack>
            </Box>
          ))}
          {others.length === 0 ? (
            <Text as="li" textStyle="sm" color="fg.muted">
              {NO_OTHER_SESSIONS}
            </Text>
          ) : null}
        </Stack>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending === 'others' ? 'Sign out all other sessions?' : 'Sign out this session?'}
        message={
          pending === 'others'
            ? 'Every other browser and device signed in to your account will be signed out.'
            : pending
              ? `${describeDevice(pending.userAgent)} will be signed out on its next request.`
              : ''
        }
        confirmText="Sign out"
        loading={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </SectionCard>
  );
}
