import { SectionCard, Stack, Text } from '@pulse/ui';
import { LegalHolds } from './legal-holds';
import { PrivacyRequests } from './privacy-requests';
import { RequestsHistory } from './requests-history';
import { RetentionForm } from './retention-form';

/**
 * Settings → Data & privacy (owners and admins): retention periods, erasure and access requests
 * with their history, and legal holds (issue 52, docs/adr/0059-personal-data.md).
 */
export function PrivacyPage() {
  return (
    <Stack gap="5">
      <Text color="fg.muted">
        Keep personal data no longer than you need it, erase a person on request and give a person
        their data. Nothing here touches billing or another account.
      </Text>
      <SectionCard title="Retention periods">
        <RetentionForm />
      </SectionCard>
      <SectionCard title="Erasure and access requests">
        <PrivacyRequests />
      </SectionCard>
      <SectionCard title="Request history">
        <RequestsHistory />
      </SectionCard>
      <SectionCard title="Legal holds">
        <LegalHolds />
      </SectionCard>
    </Stack>
  );
}
