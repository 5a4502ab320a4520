import { PageHeader, Stack, Text } from '@pulse/ui';
import { CaseQueue } from './case-queue';
import { FourEyesSetting } from './four-eyes-setting';

/**
 * The review queue (`/cases`): every AML result that was not verified
 * opens a case; reviewers walk them from here. Owners and admins set the four-eyes rule here too.
 */
export function CasesPage() {
  return (
    <Stack gap="6">
      <PageHeader title="Cases" mb="0" />
      <Text color="fg.muted" mt="-4">
        AML results that were not verified and decisions your rules sent to review: true match,
        false positive or escalate.
      </Text>
      <FourEyesSetting />
      <CaseQueue />
    </Stack>
  );
}
