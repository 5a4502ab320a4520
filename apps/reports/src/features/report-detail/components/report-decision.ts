/**
 * The rules decision a report carries when the tenant has a rule set for its mode
 * (docs/adr/0058-decision-rules.md). A local mirror of the API's shape until @pulse/api-client
 * generates `ReportDecision`; absent without a rule set.
 */
export interface ReportDecision {
  outcome: 'VERIFIED' | 'SUSPICIOUS' | 'RISKY' | 'DECLINED';
  score: number;
  fired: {
    ruleId: string;
    name: string;
    effect:
      | { kind: 'score'; points: number }
      | { kind: 'force'; outcome: 'allow' | 'review' | 'decline' };
  }[];
  skipped: { ruleId: string; name: string; message: string }[];
  version: number | null;
  mode: 'live' | 'test';
}

/**
 * The report's `decision` (beside its status and mode), if any. Untyped on the wire until the client
 * is generated, so the card checks its shape before showing it.
 */
export const decisionOfReport = (report: object): ReportDecision | undefined =>
  (report as { decision?: ReportDecision }).decision;
