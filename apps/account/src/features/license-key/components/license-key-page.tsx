import { useState } from 'react';
import { useSession } from '@pulse/auth';
import { Link as RouterLink } from '@pulse/router';
import { Button, Link, PageHeader, SectionCard, Stack, Text } from '@pulse/ui';
import { ConfirmDialog } from '@pulse/ui/overlays';
import { useRegenerateApiKey } from '../hooks/use-regenerate-api-key';
import { CredentialField } from './credential-field';
import { QueryClientFallback } from '../../../components/query-client-fallback';

/**
 * License Key page (spec §2 "License key"): the read-only Client ID and API Key of the signed-in
 * client, copyable, and REGENERATE. Regenerating revokes the current key at once, so it asks for
 * confirmation first (docs/adr/0004-front-end-stack.md).
 */
export function LicenseKeyPage() {
  return (
    <QueryClientFallback>
      <LicenseKeyContent />
    </QueryClientFallback>
  );
}

function LicenseKeyContent() {
  const { user } = useSession();
  const { regenerate, busy } = useRegenerateApiKey();
  const [confirming, setConfirming] = useState(false);

  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader title="License Key" mb="0" />
      <SectionCard title="API credentials">
        <Stack gap="5">
          <Text color="fg.muted" fontSize="sm">
            Send both with every API call: the API key in the <code>licensekey</code> header and the
            client ID in the <code>clientid</code> header.
          </Text>
          <CredentialField label="Client ID" value={user?.clientId ?? ''} />
          <CredentialField
            label="API Key"
            value={user?.apiKey ?? ''}
            secret
            helperText="Keep it secret: anyone with this key can run lookups on your account."
          />
          <div>
            <Button colorPalette="brand" onClick={() => setConfirming(true)} loading={busy}>
              REGENERATE
            </Button>
          </div>
        </Stack>
      </SectionCard>
      <Text color="fg.muted" fontSize="sm">
        Need a key per server, test keys that are never charged, or rotation without downtime? Use{' '}
        <Link asChild color="brand.solid">
          <RouterLink to="/developers/keys">Developers → API keys</RouterLink>
        </Link>
        .
      </Text>
      <ConfirmDialog
        open={confirming}
        title="Regenerate API key?"
        message="The current key stops working immediately. Update every server that uses it."
        confirmText="Regenerate"
        loading={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await regenerate();
          setConfirming(false);
        }}
      />
    </Stack>
  );
}
