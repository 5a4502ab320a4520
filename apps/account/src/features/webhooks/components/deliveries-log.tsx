import { useState } from 'react';
import {
  errorText,
  getWebhookDelivery,
  resendWebhookDelivery,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
} from '@pulse/api-client';
import {
  Badge,
  Box,
  Button,
  Code,
  EmptyState,
  Flex,
  LoadingSpinner,
  Stack,
  Text,
  formatDateTime,
  useNotify,
} from '@pulse/ui';
import { useDeliveries } from '../hooks/use-deliveries';
import { TEXTS } from './texts';

const STATUS_PALETTE = { succeeded: 'green', pending: 'orange', failed: 'red' } as const;
const STATUS_LABEL = { succeeded: 'Succeeded', pending: 'Pending', failed: 'Failed' } as const;

function Attempts({ detail }: { detail: WebhookDeliveryDetail }) {
  if (detail.attemptLog.length === 0) return <Text fontSize="sm">No attempts yet.</Text>;
  return (
    <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
      {detail.attemptLog.map((a) => (
        <Box as="li" key={a.attemptedAt} fontSize="sm" borderLeftWidth="2px" pl="3">
          <Text>
            {formatDateTime(a.attemptedAt)} · {a.statusCode ?? 'No answer'} · {a.durationMs} ms
          </Text>
          {a.error && <Text color="fg.error">{a.error}</Text>}
          {a.responseBody && (
            <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" mt="1" p="2">
              {a.responseBody}
            </Code>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function DeliveryRow({ d, onResent }: { d: WebhookDelivery; onResent: () => void }) {
  const notify = useNotify();
  const [detail, setDetail] = useState<WebhookDeliveryDetail>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (open) return setOpen(false);
    setOpen(true);
    try {
      setDetail(await getWebhookDelivery(d.id));
    } catch (err) {
      notify.error(errorText(err, TEXTS.failed));
      setOpen(false);
    }
  }

  async function resend() {
    setBusy(true);
    try {
      await resendWebhookDelivery(d.id);
      notify.success(TEXTS.resent);
      onResent();
    } catch (err) {
      notify.error(errorText(err, TEXTS.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-testid="delivery">
      <Flex gap="3" wrap="wrap" align="center">
        <Text fontFamily="mono" fontSize="sm" flex="1" minW="40">
          {d.eventType}
        </Text>
        <Badge colorPalette={STATUS_PALETTE[d.status]}>{STATUS_LABEL[d.status]}</Badge>
        <Text fontSize="sm" color="fg.muted">
          {d.attempts === 1 ? '1 attempt' : `${d.attempts} attempts`}
          {d.lastStatusCode !== null ? ` · HTTP ${d.lastStatusCode}` : ''}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {formatDateTime(d.createdAt)}
        </Text>
        <Flex gap="2">
          <Button size="xs" variant="outline" onClick={() => void toggle()} aria-expanded={open}>
            {open ? 'Hide attempts' : 'Attempts'}
          </Button>
          <Button size="xs" variant="outline" onClick={() => void resend()} loading={busy}>
            Re-send
          </Button>
        </Flex>
      </Flex>
      {d.status === 'pending' && d.nextAttemptAt && d.attempts > 0 && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          Next attempt {formatDateTime(d.nextAttemptAt)}
        </Text>
      )}
      {open && <Box mt="3">{detail ? <Attempts detail={detail} /> : <LoadingSpinner />}</Box>}
    </Box>
  );
}

/** The deliveries of one endpoint, newest first: status, attempts, answer; Re-send. */
export function DeliveriesLog({
  endpointId,
  refreshKey,
}: {
  endpointId: string;
  refreshKey: number;
}) {
  const { state, reload, loadMore } = useDeliveries(endpointId);
  const [seenKey, setSeenKey] = useState(refreshKey);
  if (seenKey !== refreshKey) {
    setSeenKey(refreshKey);
    void reload();
  }

  if (state.kind === 'loading') return <LoadingSpinner />;
  if (state.kind === 'error')
    return (
      <Flex gap="3" align="center" role="alert">
        <Text color="fg.error">{TEXTS.deliveriesFailed}</Text>
        <Button size="xs" variant="outline" onClick={() => void reload()}>
          Retry
        </Button>
      </Flex>
    );
  return (
    <Stack gap="2">
      <Flex justify="space-between" align="center">
        <Text fontWeight="medium">Deliveries</Text>
        <Button size="xs" variant="ghost" onClick={() => void reload()}>
          Refresh
        </Button>
      </Flex>
      {state.items.length === 0 ? (
        <EmptyState text={TEXTS.noDeliveries} py="4" />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {state.items.map((d) => (
            <DeliveryRow key={d.id} d={d} onResent={() => void reload()} />
          ))}
        </Stack>
      )}
      {state.nextCursor && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => void loadMore()}
          loading={state.loadingMore}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}
