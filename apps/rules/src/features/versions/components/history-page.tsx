/**
 * Publish and history (`/rules/history`): publish the draft, the publish requests waiting under
 * four-eyes (the case review's setting, `GET /cases/settings`), every version, roll back.
 */
import { useQuery } from '@tanstack/react-query';
import { caseQueries, ruleQueries } from '@pulse/api-client';
import { RulesFrame } from '../../../components/rules-frame';
import { useRuleRights } from '../../../lib/roles';
import { PendingPublishes } from './pending-publishes';
import { PublishForm } from './publish-form';
import { VersionHistory } from './version-history';

/** The Publish and history page. */
export function RuleHistoryPage() {
  const { canPublish } = useRuleRights();
  const ruleSet = useQuery(ruleQueries.ruleSet());
  // Unknown (loading or unreadable) counts as off: the API decides either way, and a 202 says so.
  const fourEyes = useQuery(caseQueries.settings()).data?.fourEyes === true;
  return (
    <RulesFrame
      title="Publish and history"
      intro="Publish the draft as a new version, live or in test mode, and go back to an earlier version in one step."
    >
      <PublishForm canPublish={canPublish} fourEyes={fourEyes} />
      <PendingPublishes pending={ruleSet.data?.pending ?? []} canPublish={canPublish} />
      <VersionHistory canPublish={canPublish} fourEyes={fourEyes} />
    </RulesFrame>
  );
}
