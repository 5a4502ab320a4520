/** Publish and history (`/rules/history`): publish the draft, read every version, roll back. */
import { RulesFrame } from '../../../components/rules-frame';
import { useRuleRights } from '../../../lib/roles';
import { PublishForm } from './publish-form';
import { VersionHistory } from './version-history';

/** The Publish and history page. */
export function RuleHistoryPage() {
  const { canPublish } = useRuleRights();
  return (
    <RulesFrame
      title="Publish and history"
      intro="Publish the draft as a new version, live or in test mode, and go back to an earlier version in one step."
    >
      <PublishForm canPublish={canPublish} />
      <VersionHistory canPublish={canPublish} />
    </RulesFrame>
  );
}
