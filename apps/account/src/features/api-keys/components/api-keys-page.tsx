import { useState } from 'react';
import { errorText, type ApiKey } from '@pulse/api-client';
import { Link as RouterLink } from '@pulse/router';
import { Button, Link, SectionCard, Stack, Text, useNotify } from '@pulse/ui';
import { ConfirmDialog } from '@pulse/ui/overlays';
import { LoadFrame } from '../../../components/load-frame';
import { useApiKeys, useRevokeApiKey } from '../hooks/use-api-keys';
import { ApiKeysList } from './api-keys-list';
import { CreateKeyDialog } from './create-key-dialog';
import { RollKeyDialog } from './roll-key-dialog';

/** Toast texts of this page. */
export const REVOKE_SUCCESS = 'API key revoked';
export const REVOKE_FAILURE = 'The key could not be revoked';

/**
 * Developers → API keys: the client's named keys with create (the
 * secret shown once), roll with a grace period, and revoke. The License Key of spec §2 stays on its
 * own page, linked from here.
 */
export function ApiKeysPage() {
  const { state, reload } = useApiKeys();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const [rolling, setRolling] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const { revoke: revokeKey, busy } = useRevokeApiKey();

  async function revoke() {
    if (!revoking) return;
    try {
      await revokeKey(revoking.id);
      notify.success(REVOKE_SUCCESS);
      setRevoking(null);
    } catch (err) {
      notify.error(errorText(err, REVOKE_FAILURE));
    }
  }

  return (
    <Stack gap="5">
      <Text color="fg.muted">
        Give each server or environment its own key, so you can roll or revoke one without touching
        the others. Test keys (<code>pk_test_</code>) get sandbox answers and are never charged.
        Your License Key is on the{' '}
        <Link asChild color="brand.solid">
          <RouterLink to="/license-key">License Key page</RouterLink>
        </Link>
        .
      </Text>
      <SectionCard
        title="API keys"
        actions={
          <Button colorPalette="brand" size="sm" onClick={() => setCreating(true)}>
            Create key
          </Button>
        }
      >
        <LoadFrame state={state} loadingLabel="Loading API keys" onRetry={reload}>
          {({ keys }) => <ApiKeysList keys={keys} onRoll={setRolling} onRevoke={setRevoking} />}
        </LoadFrame>
      </SectionCard>
      <CreateKeyDialog
        open={creating}
        onClose={(created) => {
          setCreating(false);
          if (created) reload();
        }}
      />
      <RollKeyDialog
        apiKey={rolling}
        onClose={(rolled) => {
          setRolling(null);
          if (rolled) reload();
        }}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        message={`Calls with ${revoking?.prefix ?? ''}… are refused from now on. This cannot be undone.`}
        confirmText="Revoke"
        loading={busy}
        onCancel={() => setRevoking(null)}
        onConfirm={revoke}
      />
    </Stack>
  );
}
