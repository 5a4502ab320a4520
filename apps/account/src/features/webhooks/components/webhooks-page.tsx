import { useState } from 'react';
import type { WebhookEndpoint } from '@pulse/api-client';
import {
  Button,
  EmptyState,
  Flex,
  LoadingSpinner,
  SectionCard,
  Stack,
  Text,
  useNotify,
  usePageTitle,
} from '@pulse/ui';
import { useWebhookEndpoints } from '../hooks/use-webhook-endpoints';
import { EndpointCard } from './endpoint-card';
import { EndpointDialog } from './endpoint-dialog';
import { SecretDialog } from './secret-dialog';
import { TEXTS } from './texts';

/**
 * Developers → Webhooks: the tenant's endpoints, add and edit,
 * the signing secret shown once, test events and each endpoint's deliveries with Re-send.
 */
export function WebhooksPage() {
  usePageTitle('Webhooks');
  const notify = useNotify();
  const { state, reload, retry } = useWebhookEndpoints();
  const [dialog, setDialog] = useState<{ endpoint?: WebhookEndpoint } | undefined>();
  const [secret, setSecret] = useState<string>();

  return (
    <SectionCard
      title="Webhooks"
      actions={
        <Button colorPalette="brand" size="sm" onClick={() => setDialog({})}>
          Add endpoint
        </Button>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {TEXTS.intro}
        </Text>
        {state.kind === 'loading' && <LoadingSpinner />}
        {state.kind === 'error' && (
          <Flex gap="3" align="center" role="alert">
            <Text color="fg.error">{TEXTS.loadFailed}</Text>
            <Button size="sm" variant="outline" onClick={retry}>
              Retry
            </Button>
          </Flex>
        )}
        {state.kind === 'ready' && state.endpoints.length === 0 && (
          <EmptyState text={TEXTS.empty} />
        )}
        {state.kind === 'ready' && state.endpoints.length > 0 && (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {state.endpoints.map((e) => (
              <EndpointCard
                key={e.id}
                endpoint={e}
                onEdit={() => setDialog({ endpoint: e })}
                onSecret={setSecret}
                onChanged={() => void reload()}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <EndpointDialog
        open={dialog !== undefined}
        endpoint={dialog?.endpoint}
        onClose={() => setDialog(undefined)}
        onSaved={(_endpoint, newSecret) => {
          const editing = dialog?.endpoint !== undefined;
          setDialog(undefined);
          notify.success(editing ? TEXTS.saved : TEXTS.added);
          if (newSecret) setSecret(newSecret);
          void reload();
        }}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(undefined)} />
    </SectionCard>
  );
}
