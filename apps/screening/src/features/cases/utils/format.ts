/** How the case review names statuses, origins, fields and history. */
import type { Case, CaseCandidate, CaseEvent, CaseStatus } from '@pulse/api-client';
import type { MemberRole } from '@pulse/auth';

/** The five statuses, in the order of a case's life. */
export const CASE_STATUSES: readonly CaseStatus[] = [
  'open',
  'in_review',
  'escalated',
  'true_match',
  'false_positive',
];

/** The label of each status on its badge and tile, and its colour palette. */
export const STATUS_BADGES: Record<CaseStatus, { label: string; palette: string }> = {
  open: { label: 'Open', palette: 'blue' },
  in_review: { label: 'In review', palette: 'orange' },
  escalated: { label: 'Escalated', palette: 'purple' },
  true_match: { label: 'True match', palette: 'red' },
  false_positive: { label: 'False positive', palette: 'green' },
};

/** A status key as its label; a key this screen does not know as it is. */
export function statusText(status: string | null): string {
  if (status === null) return 'none';
  return STATUS_BADGES[status as CaseStatus]?.label ?? status;
}

/**
 * Where the screened result came from: a batch row, the AML part of a fraud check, or an AML
 * lookup (the case's `origin` and `service`).
 */
export function originText(c: Pick<Case, 'origin' | 'service'>): string {
  if (c.origin === 'batch') return 'Batch';
  if (c.service === 'fraudEngine') return 'Fraud check';
  return 'Lookup';
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
export function matchedFieldsText(candidate: Pick<CaseCandidate, 'matchedFields'>): string {
  if (candidate.matchedFields.length === 0) return 'None';
  return candidate.matchedFields.map((f) => FIELD_NAMES[f] ?? f).join(', ');
}

/** A 0–1 score as a whole percentage, e.g. "92%". */
export function scoreText(score: number): string {
  return `${Math.round(score * 100)}%`;
}

/** "3 candidates · best 92%", or "No candidates". */
export function candidatesText(candidates: readonly Pick<CaseCandidate, 'score'>[]): string {
  if (candidates.length === 0) return 'No candidates';
  const best = Math.max(...candidates.map((c) => c.score));
  const count = candidates.length === 1 ? '1 candidate' : `${candidates.length} candidates`;
  return `${count} · best ${scoreText(best)}`;
}

/**
 * What one history event did, e.g. "Status: Open → In review", "Assigned to Ada Lovelace".
 * @param nameOf the name of a member id, when this screen knows it
 */
export function eventText(event: CaseEvent, nameOf: (id: string) => string | undefined): string {
  switch (event.action) {
    case 'opened':
      return 'Case opened';
    case 'status':
      return `Status: ${statusText(event.from)} → ${statusText(event.to)}`;
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
