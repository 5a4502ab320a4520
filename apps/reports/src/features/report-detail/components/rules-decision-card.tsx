import type { ReportDecision } from '@pulse/api-client';
import { Link as RouterLink } from '@pulse/router';
import { Link, SectionCard } from '@pulse/ui';
import { DecisionSummary } from '@pulse/ui/data';

export interface RulesDecisionCardProps {
  /** The report's decision; nothing is shown without one (no rule set for the report's mode). */
  decision: ReportDecision | null | undefined;
}

/**
 * "Rules decision" (issue 51), under the service's card: what the tenant's decision rules made of
 * the lookup, and a link to the rules pages. Titled apart from the spec §2 "Decision" card above it.
 */
export function RulesDecisionCard({ decision }: RulesDecisionCardProps) {
  if (!decision) return null;
  return (
    <SectionCard title="Rules decision" className="pulse-avoid-break">
      <DecisionSummary
        decision={decision}
        footer={
          <Link asChild colorPalette="brand" alignSelf="flex-start">
            <RouterLink to="/rules">Open rules</RouterLink>
          </Link>
        }
      />
    </SectionCard>
  );
}
