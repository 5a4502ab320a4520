/** How the case review names review states, origins, fields and history. */
import type { Case, CaseMatch, CaseEvent, ReviewState } from '@pulse/api-client';
import type { MemberRole } from '@pulse/auth';

/** The five review states, in the order of a case's life. */
export const REVIEW_STATES: readonly ReviewState[] = [
  'open',
  'in_review',
  'escalated',
  'true_match',
  'false_positive',
];

/** The label of each review state on its badge and tile, and its colour palette. */
export const REVIEW_STATE_BADGES: Record<ReviewState, { label: string; palette: string }> = {
  open: { label: 'Open', palette: 'blue' },
  in_review: { label: 'In review', palette: 'orange' },
  escalated: { label: 'Escalated', palette: 'purple' },
  true_match: { label: 'True match', palette: 'red' },
  false_positive: { label: 'False positive', palette: 'green' },
};

/** A review state key as its label; a key this screen does not know as it is. */
export function reviewStateText(state: string | null): string {
  if (state === null) return 'none';
  return REVIEW_STATE_BADGES[state as ReviewState]?.label ?? state;
}

/**
 * Where the case came from: decision rules (a report without an AML case whose rules asked for
 * one), a batch row, the AML part of a fraud check, or an AML lookup (the case's `origin` and
 * `service`).
 */
export function originText(c: Pick<Case, 'origin' | 'service'>): string {
  if (c.origin === 'rules') return 'Rules';
  if (c.origin === 'batch') return 'Batch';
  if (c.service === 'fraudEngine') return 'Fraud check';
  return 'Lookup';
}

/**
 * "Opened by rules: High velocity, New device" on a case opened or joined by decision rules
 * (`rules`, the fired rules that asked for it); null when no rule asked. `rules` is read as
 * possibly absent: an API from before cases carried it answers none.
 */
export function openedByRulesText(rules: Case['rules'] | undefined): string | null {
  if (!rules || rules.length === 0) return null;
  return `Opened by rules: ${rules.map((r) => r.name).join(', ')}`;
}

/**
 * The subject's name, or for a case opened by rules without one, the first contact field given
 * (e-mail, phone, IP, address); "Unnamed subject" otherwise.
 */
export function subjectText(subject: Case['subject']): string {
  return (
    subject.name ??
    subject.email ??
    subject.phone ??
    subject.ip ??
    subject.address ??
    'Unnamed subject'
  );
}

/** "Person" or "Business". */
export function kindText(kind: string): string {
  return kind === 'business' ? 'Business' : 'Person';
}

const FIELD_NAMES: Record<string, string> = {
  name: 'Name',
  alias: 'Alias',
  dob: 'Date of birth',
  gender: 'Gender',
};

/** The fields that matched, e.g. "Name, Date of birth". */
export function matchedFieldsText(match: Pick<CaseMatch, 'matchedFields'>): string {
  if (match.matchedFields.length === 0) return 'None';
  return match.matchedFields.map((f) => FIELD_NAMES[f] ?? f).join(', ');
}

/** A 0–1 score as a whole percentage, e.g. "92%". */
export function scoreText(score: number): string {
  return `${Math.round(score * 100)}%`;
}

/** "3 matches · best 92%", or "No matches". */
export function matchesText(matches: readonly Pick<CaseMatch, 'score'>[]): string {
  if (matches.length === 0) return 'No matches';
  const best = Math.max(...matches.map((c) => c.score));
  const count = matches.length === 1 ? '1 match' : `${matches.length} matches`;
  return `${count} · best ${scoreText(best)}`;
}

/**
 * What one history event did, e.g. "Review state: Open → In review", "Assigned to Ada Lovelace".
 * @param nameOf the name of a member id, when this screen knows it
 */
export function eventText(event: CaseEvent, nameOf: (id: string) => string | undefined): string {
  switch (event.action) {
    case 'opened':
      return 'Case opened';
    case 'status':
      return `Review state: ${reviewStateText(event.from)} → ${reviewStateText(event.to)}`;
    case 'proposed':
      return 'Proposed as true match';
    case 'assigned':
      return event.to === null ? 'Unassigned' : `Assigned to ${nameOf(event.to) ?? 'a member'}`;
    case 'note':
      return 'Note added';
    case 'reopened':
      return 'Reopened';
    default:
      return event.action;
  }
}

/** One list field of a reopened case's entry, before → after. */
export interface EventFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The list fields a `reopened` event says changed (`diff`: `{ field, before, after }[]`), when it
 * carries them. The cases contract does not declare the field yet (a case reopened by a list
 * update), so it is read defensively: anything else reads as no diff.
 */
export function eventDiff(event: CaseEvent): EventFieldChange[] {
  const diff = (event as CaseEvent & { diff?: unknown }).diff;
  if (!Array.isArray(diff)) return [];
  return diff.filter(
    (d): d is EventFieldChange =>
      typeof d === 'object' && d !== null && typeof (d as EventFieldChange).field === 'string',
  );
}

/**
 * Whether `role` may review cases (PATCH /cases/{id}: owner, admin, developer, analyst; a viewer
 * reads only). A session without a role was stored before roles
 * existed, when every account was its owner.
 */
export function mayReviewCases(role: MemberRole | undefined): boolean {
  return role !== 'viewer';
}

/** Whether `role` may turn the four-eyes rule on or off (PUT /cases/settings: owner, admin). */
export function mayChangeCaseSettings(role: MemberRole | undefined): boolean {
  return role === undefined || role === 'owner' || role === 'admin';
}

/**
 * Whether `role` may read the team's members (GET /members: owner, admin), which names assignees;
 * other reviewers learn their own id from their profile (useTeam).
 */
export function mayListMembers(role: MemberRole | undefined): boolean {
  return mayChangeCaseSettings(role);
}
