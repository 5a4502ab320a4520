/**
 * Cases opened by decision rules (docs/adr/0046-case-review.md "Cases opened by rules", issue 51):
 * a report whose decision is a review outcome (SUSPICIOUS or RISKY, the outcomes `decision.review`
 * is sent for) and whose fired rules include one with `openCase` opens one case of origin `rules`,
 * with the request's personal fields as its subject and no list matches. A report that opens an AML
 * case already opens no second one: its AML cases carry the rules instead.
 */
import type { CaseRule } from '../../db/schema/index.js';
import type { ReportDecision } from '../../domain/rules/types.js';
import type { CaseDraft } from '../../repositories/cases.js';
import { decisionEvent } from '../rules/decisions.js';
import { str, subjectKey, type ReportLike } from './subject.js';

/** The request fields a rules case keeps besides the name, in this order. */
const SUBJECT_FIELDS = ['company', 'dob', 'gender', 'email', 'phone', 'address', 'country', 'ip'];

/**
 * The fired rules that ask for a case, as the case keeps them (`{ ruleId, name }`): those with
 * `openCase` when the outcome is SUSPICIOUS or RISKY; [] for any other outcome or no decision.
 */
export function rulesAskingForCase(decision: ReportDecision | null | undefined): CaseRule[] {
  if (!decision || decisionEvent(decision) !== 'decision.review') return [];
  return decision.fired
    .filter((f) => f.openCase === true)
    .map(({ ruleId, name }) => ({ ruleId, name }));
}

/**
 * The subject of a rules case from a request's personal fields: `name` (first and last name), then
 * company, dob, gender, email, phone, address, country and ip when given (the combined check's
 * `ipAddress` as `ip`). A request with a company and no person's name is a business whose `name` is
 * the company. The key is the AML cases' for a name (so both read alike), else the fields given.
 * Every value is a request field, already bounded by its lookup's schema.
 */
export function requestSubject(inputRequest: unknown): {
  kind: 'person' | 'business';
  subject: Record<string, string>;
  key: string;
} {
  const input = (inputRequest ?? {}) as Record<string, unknown>;
  const given = { ...input, ip: input.ip ?? input.ipAddress };
  const subject: Record<string, string> = {};
  const name = [str(input.f_name), str(input.l_name)].filter(Boolean).join(' ');
  if (name) subject.name = name;
  for (const field of SUBJECT_FIELDS) {
    const value = str(given[field as keyof typeof given]);
    if (value) subject[field] = value;
  }
  if (!name && subject.company) {
    const { company, ...rest } = subject;
    return {
      kind: 'business',
      subject: { name: company, ...rest },
      key: subjectKey('business', company),
    };
  }
  const key = name
    ? subjectKey('person', name, subject.dob ?? null)
    : `other|${Object.entries(subject)
        .map(([k, v]) => `${k}=${v.toLowerCase()}`)
        .join('|')}`;
  return { kind: 'person', subject, key };
}

/**
 * The cases a written report opens once its decision is known: the AML cases `aml` carry the
 * rules that asked for a case (each of them: a combined check may open a person's and a
 * business's); without an AML case, those rules open one case of origin `rules`, in the report's
 * mode, with the batch id of a batch row. Without such rules, `aml` unchanged.
 */
export function withRulesCase(
  aml: CaseDraft[],
  report: ReportLike,
  batchId: string | null,
): CaseDraft[] {
  const rules = rulesAskingForCase(report.decision);
  if (rules.length === 0 || !report.decision) return aml;
  if (aml.length > 0) return aml.map((d) => ({ ...d, rules }));
  const { kind, subject, key } = requestSubject(report.inputRequest);
  return [
    {
      tenantId: report.tenantId,
      mode: report.mode ?? 'live',
      origin: 'rules',
      service: report.service,
      subjectKind: kind,
      subject,
      subjectKey: key,
      reportId: report.referenceId,
      reportDateTime: report.requestDateTime,
      batchId,
      decision: report.decision.outcome,
      matches: [],
      rules,
    },
  ];
}
