import { useState } from 'react';
import {
  deleteWebhookEndpoint,
  errorText,
  rollWebhookSecret,
  sendWebhookTest,
  type WebhookEndpoint,
} from '@pulse/api-client';
import { Badge, Box, Button, Flex, Stack, Text, useNotify } from '@pulse/ui';
import { ConfirmDialog } from '@pulse/ui/overlays';
import { DeliveriesLog } from './deliveries-log';
import { TEXTS } from './texts';

export interface EndpointCardProps {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onSecret: (secret: string) => void;
  onChanged: () => void;
}

/** One endpoint: its URL, events and state, its actions and its deliveries log. */
export function EndpointCard({ endpoint, onEdit, onSecret, onChanged }: EndpointCardProps) {
  const notify = useNotify();
  const [showLog, setShowLog] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const [confirm, setConfirm] = useState<'delete' | 'roll'>();
  const [busy, setBusy] = useState<'test' | 'delete' | 'roll'>();

  async function run(kind: 'test' | 'delete' | 'roll') {
    setBusy(kind);
    try {
      if (kind === 'test') {
        await sendWebhookTest(endpoint.id);
        notify.success(TEXTS.testQueued);
        setShowLog(true);
        setRefreshKey((k) => k + 1);
      } else if (kind === 'roll') {
        const { secret } = await rollWebhookSecret(endpoint.id);
        setConfirm(undefined);
        onSecret(secret);
      } else {
        await deleteWebhookEndpoint(endpoint.id);
        setConfirm(undefined);
        notify.success(TEXTS.deleted);
        onChanged();
      }
    } catch (err) {
      notify.error(errorText(err, TEXTS.failed));
    } finally {
      setBusy(undefined);
    }
  }

  const logId = `deliveries-${endpoint.id}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="4" data-testid="endpoint">
      <Stack gap="3">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="semibold" wordBreak="break-all" flex="1" minW="0">
            {endpoint.url}
          </Text>
          <Badge colorPalette={endpoint.enabled ? 'green' : 'gray'}>
            {endpoint.enabled ? 'Enabled' : 'Disabled'}
          </Badge>
        </Flex>
        {endpoint.description && <Text color="fg.muted">{endpoint.description}</Text>}
        <Flex gap="2" wrap="wrap">
          {endpoint.events.map((e) => (
            <Badge key={e} variant="outline" fontFamily="mono">
              {e}
            </Badge>
          ))}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          Signing secret {endpoint.secretPrefix}…
        </Text>
        <Flex gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={onEdit}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void run('test')}
            loading={busy === 'test'}
          >
            Send test event
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirm('roll')}>
            Roll secret
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-expanded={showLog}
            aria-controls={logId}
            onClick={() => setShowLog((v) => !v)}
          >
            {showLog ? 'Hide deliveries' : 'Show deliveries'}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => setConfirm('delete')}
          >
            Delete
          </Button>
        </Flex>
        {showLog && (
          <Box id={logId}>
            <DeliveriesLog endpointId={endpoint.id} refreshKey={refreshKey} />
          </Box>
        )}
      </Stack>
      <ConfirmDialog
        open={confirm === 'delete'}
        title="Delete endpoint?"
        message="Pulse stops sending events to this URL, and its delivery log is deleted."
        confirmText="Delete"
        loading={busy === 'delete'}
        onCancel={() => setConfirm(undefined)}
        onConfirm={() => void run('delete')}
      />
      <ConfirmDialog
        open={confirm === 'roll'}
        title="Roll signing secret?"
        message="The current secret stops signing at once. Update your receiver with the new one."
        confirmText="Roll secret"
        confirmPalette="brand"
        loading={busy === 'roll'}
        onCancel={() => setConfirm(undefined)}
        onConfirm={() => void run('roll')}
      />
    </Box>
  );
}
