import { queryOptions } from '@tanstack/react-query';
import { getRuleSet, getRuleSignals, listRuleVersions } from '../endpoints/rules';

/**
 * The decision-rule queries: keys `['rules', <operation>]`. A team has one draft and one version
 * history for both view modes, so the mode is not in the key.
 */
export const ruleQueries = {
  /** Everything of the rules resource (invalidated after a save, publish or rollback). */
  all: () => ['rules'] as const,

  /** `GET /rules/signals` (getRuleSignals): fixed for a release, so never stale. */
  signals: () =>
    queryOptions({
      queryKey: ['rules', 'signals'] as const,
      queryFn: ({ signal }) => getRuleSignals({ signal }),
      staleTime: Infinity,
    }),

  /** `GET /rules/rule-set` (getRuleSet). */
  ruleSet: () =>
    queryOptions({
      queryKey: ['rules', 'rule-set'] as const,
      queryFn: ({ signal }) => getRuleSet({ signal }),
    }),

  /** `GET /rules/rule-set/versions` (listRuleVersions). */
  versions: () =>
    queryOptions({
      queryKey: ['rules', 'versions'] as const,
      queryFn: ({ signal }) => listRuleVersions({ signal }),
    }),
};
