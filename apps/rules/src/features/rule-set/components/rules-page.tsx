/**
 * Rules (`/rules`): the draft rule set (its rules with their hits over the last 30 days, its
 * thresholds, the rule editor) and which versions are live and in test. Every role reads; owners,
 * admins and developers edit the draft. With unsaved changes, leaving the page asks first (the
 * browser's prompt on reload or close, a confirmation on the rules tabs).
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoadingSpinner, RetryAlert } from '@pulse/ui';
import { preloadCelEditor } from '../../../components/cel-editor';
import { RulesFrame } from '../../../components/rules-frame';
import { errorText } from '@pulse/api-client';
import { useRuleRights } from '../../../lib/roles';
import { useWarnBeforeUnload } from '../../../lib/unsaved-changes';
import { ruleQueries } from '@pulse/api-client';
import { RuleSetEditor } from './rule-set-editor';
import { VersionBadges } from './version-badges';

/** The Rules page. */
export function RulesPage() {
  const { canEdit } = useRuleRights();
  const ruleSet = useQuery(ruleQueries.ruleSet());
  const [unsaved, setUnsaved] = useState(false);
  useWarnBeforeUnload(unsaved);
  // The editor's chunk downloads after the first render, so opening it is quick and the page is not.
  useEffect(() => {
    if (canEdit) preloadCelEditor();
  }, [canEdit]);
  return (
    <RulesFrame
      title="Rules"
      unsaved={unsaved}
      intro="Your own decision rules: each adds points or forces an outcome, and the thresholds turn the score into Verified, Suspicious, Risky or Declined."
      actions={
        ruleSet.data ? <VersionBadges live={ruleSet.data.live} test={ruleSet.data.test} /> : null
      }
    >
      {ruleSet.isPending ? (
        <LoadingSpinner label="Loading the rules" />
      ) : ruleSet.isError ? (
        <RetryAlert
          message={errorText(ruleSet.error, 'The rules could not be loaded.')}
          onRetry={() => void ruleSet.refetch()}
        />
      ) : (
        // A new draft from the API (after a save or a rollback elsewhere) starts the editor afresh.
        <RuleSetEditor
          key={ruleSet.data.draft.updatedAt}
          state={ruleSet.data}
          canEdit={canEdit}
          onUnsavedChange={setUnsaved}
        />
      )}
    </RulesFrame>
  );
}
