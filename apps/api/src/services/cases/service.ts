/**
 * AML case review (docs/adr/0046-case-review.md, docs/api-contract.md "Cases"): opening the cases
 * of a written report, the review queue, one case, its changes with the transitions allowed and
 * the tenant's four-eyes rule, and the false-positive memory the AML screenings consult.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ReviewState } from '../../db/schema/index.js';
import type { EngineRegistry } from '../../engines/registry.js';
import { AppError } from '../../lib/errors.js';
import type {
  CaseEventDraft,
  CaseEventRecord,
  CaseFilter,
  CaseRecord,
  CaseSet,
} from '../../repositories/cases.js';
import type { Repositories } from '../../repositories/index.js';
import { caseDrafts, type CaseDraft, type ReportLike } from './subject.js';
import { withRulesCase } from './rules-case.js';
import type { TenantWatchlistIndexes } from '../watchlists/tenant-index.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';

/**
 * The review state changes a reviewer may make (any other is 409 INVALID_TRANSITION): a new case is
 * taken into review, escalated or closed at once; a case in review may go back to `open`; an
 * escalated case is reviewed or closed; a closed case (`true_match`, `false_positive`) is only
 * reopened into `in_review`.
 */
export const TRANSITIONS: Readonly<Record<ReviewState, readonly ReviewState[]>> = {
  open: ['in_review', 'escalated', 'true_match', 'false_positive'],
  in_review: ['open', 'escalated', 'true_match', 'false_positive'],
  escalated: ['in_review', 'true_match', 'false_positive'],
  true_match: ['in_review'],
  false_positive: ['in_review'],
};

/** A case with its history (the detail). */
export type CaseDetail = CaseRecord & { history: CaseEventRecord[] };

/** The change a reviewer asks for (PATCH body). */
export interface CaseChange {
  reviewState?: ReviewState;
  assigneeId?: string | null;
  note?: string;
}

export interface CasesDeps {
  repos: Repositories;
  engines: EngineRegistry;
  /** The tenants' watchlists: their matches' list names, versions and fingerprints. */
  watchlists?: TenantWatchlistIndexes;
  log?: FastifyBaseLogger;
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'Case not found');

export class CasesService {
  constructor(private readonly deps: CasesDeps) {}

  /**
   * The cases a written report opens: its AML cases (caseDrafts), with each match's list version
   * and fingerprint from the loaded lists, carrying the rules that asked for a case; or, without
   * an AML case, the one case of origin `rules` those rules open (withRulesCase); [] for others.
   */
  async drafts(
    report: ReportLike,
    origin: 'lookup' | 'batch' | 'monitoring',
    batchId: string | null = null,
  ): Promise<CaseDraft[]> {
    return withRulesCase(await this.amlDrafts(report, origin, batchId), report, batchId);
  }

  /** The AML cases of a written report (caseDrafts); [] for a service without AML results. */
  private async amlDrafts(
    report: ReportLike,
    origin: 'lookup' | 'batch' | 'monitoring',
    batchId: string | null,
  ): Promise<CaseDraft[]> {
    if (!['amlPerson', 'amlBusiness', 'fraudEngine'].includes(report.service)) return [];
    const index = await this.deps.engines.aml().catch(() => null);
    // A tenant's lists are read only when the result found one of their entries.
    const lists =
      this.deps.watchlists && JSON.stringify(report.result ?? null).includes('"source":"watchlist"')
        ? await this.deps.watchlists.of(report.tenantId).catch(() => null)
        : null;
    return caseDrafts(report, origin, batchId, index, lists);
  }

  /**
   * Opens the cases of a single lookup's report (AML and rules cases alike), right after its transaction (the report is
   * written by the metering batcher, which groups concurrent lookups in one transaction). A
   * failure is logged, never the caller's: the lookup has answered and been charged.
   * @param origin `monitoring` for the first screen of a monitored subject
   */
  async openForLookup(
    report: ReportLike,
    origin: 'lookup' | 'monitoring' = 'lookup',
  ): Promise<void> {
    try {
      const drafts = await this.drafts(report, origin);
      await this.deps.repos.cases.open(drafts);
    } catch (err) {
      this.deps.log?.error({ err, referenceId: report.referenceId }, 'case could not be opened');
    }
  }

  /**
   * The review queue, newest first, with the counts per review state of the whole queue.
   * @throws 400 for a bad limit, cursor or assignee
   */
  async list(
    tenantId: string,
    mode: string,
    filter: CaseFilter,
    limit: number,
    cursor?: string,
  ): Promise<{
    items: CaseRecord[];
    counts: Record<ReviewState, number>;
    nextCursor: string | null;
  }> {
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw new AppError(400, 'VALIDATION_ERROR', 'limit must be between 1 and 100');
    const after = cursor ? decodeCaseCursor(cursor) : undefined;
    const { cases } = this.deps.repos;
    const [page, counts] = await Promise.all([
      cases.list(tenantId, mode, filter, limit, after),
      cases.counts(tenantId, mode),
    ]);
    return {
      items: page.items,
      counts: {
        open: counts.open ?? 0,
        in_review: counts.in_review ?? 0,
        true_match: counts.true_match ?? 0,
        false_positive: counts.false_positive ?? 0,
        escalated: counts.escalated ?? 0,
      },
      nextCursor: page.next ? encodeCaseCursor(page.next) : null,
    };
  }

  /** One case with its history. @throws 404 when it is not the tenant's (of this mode) */
  async detail(tenantId: string, mode: string, id: string): Promise<CaseDetail> {
    const found = await this.deps.repos.cases.get(tenantId, mode, id);
    if (!found) throw notFound();
    return { ...found, history: await this.deps.repos.cases.history(tenantId, id) };
  }

  /**
   * Applies a reviewer's change: assignee, note, review state (TRANSITIONS). With the tenant's four-eyes
   * rule on, `true_match` from one member is a proposal (review state `in_review`, `proposedDisposition`
   * `true_match`, `proposedBy`); a different member's `true_match` confirms it. A pending proposal
   * keeps the rule it was made under whatever the setting becomes:
   * only another member confirms it or moves the case elsewhere, so an admin cannot turn the rule
   * off and close alone what they proposed.
   * @throws 404 not the tenant's; 400 an assignee who is not a member; 409 INVALID_TRANSITION;
   *   409 FOUR_EYES_SAME_REVIEWER when the proposer changes the review state of their own proposal
   */
  async change(
    tenantId: string,
    mode: string,
    id: string,
    actorId: string,
    change: CaseChange,
  ): Promise<CaseDetail> {
    const { cases } = this.deps.repos;
    if (change.assigneeId && !(await cases.isMember(tenantId, change.assigneeId)))
      throw new AppError(400, 'VALIDATION_ERROR', 'assigneeId is not a member of this team');
    const fourEyes = change.reviewState === 'true_match' && (await cases.fourEyes(tenantId));
    const after = await cases.change(tenantId, mode, id, actorId, (current) => {
      const set: CaseSet = {};
      const events: CaseEventDraft[] = [];
      if (change.assigneeId !== undefined && change.assigneeId !== current.assigneeId) {
        set.assigneeId = change.assigneeId;
        events.push({ action: 'assigned', from: current.assigneeId, to: change.assigneeId });
      }
      if (change.reviewState !== undefined) {
        const to = change.reviewState;
        // Only a proposal made under four-eyes is pending: without the rule, none is recorded.
        const pending = current.proposedDisposition === 'true_match' && current.proposedBy !== null;
        if (pending && current.proposedBy === actorId)
          throw new AppError(
            409,
            'FOUR_EYES_SAME_REVIEWER',
            to === 'true_match'
              ? 'A second reviewer must confirm this true match: you proposed it'
              : 'A second reviewer decides this case: you proposed it as a true match',
          );
        if (to === 'true_match' && pending) {
          set.reviewState = 'true_match';
          set.proposedDisposition = null;
          set.proposedBy = null;
          events.push({
            action: 'status',
            from: current.reviewState,
            to,
            note: 'Four-eyes confirmed',
          });
        } else {
          if (!TRANSITIONS[current.reviewState].includes(to))
            throw new AppError(
              409,
              'INVALID_TRANSITION',
              `A case in ${current.reviewState} cannot move to ${to}`,
            );
          if (fourEyes && to === 'true_match') {
            // The first reviewer's true match waits for a second member.
            set.reviewState = 'in_review';
            set.proposedDisposition = 'true_match';
            set.proposedBy = actorId;
            events.push({ action: 'proposed', from: current.reviewState, to });
          } else {
            set.reviewState = to;
            if (current.proposedDisposition !== null) {
              set.proposedDisposition = null;
              set.proposedBy = null;
            }
            events.push({ action: 'status', from: current.reviewState, to });
          }
        }
      }
      if (change.note !== undefined) events.push({ action: 'note', note: change.note });
      return { set, events };
    });
    if (!after) throw notFound();
    return { ...after, history: await cases.history(tenantId, id) };
  }

  /** The tenant's case-review settings. */
  async settings(tenantId: string): Promise<{ fourEyes: boolean }> {
    return { fourEyes: await this.deps.repos.cases.fourEyes(tenantId) };
  }

  /** Sets the tenant's four-eyes rule. */
  async setSettings(tenantId: string, s: { fourEyes: boolean }): Promise<{ fourEyes: boolean }> {
    await this.deps.repos.cases.setFourEyes(tenantId, s.fourEyes);
    return { fourEyes: s.fourEyes };
  }
}

/** The queue's cursor (lib/cursor.ts): the last case's creation time and id. */
const encodeCaseCursor = (next: { createdAt: Date; id: string }): string =>
  encodeCursor({ t: next.createdAt.toISOString(), id: next.id });

/** @throws 400 INVALID_CURSOR */
function decodeCaseCursor(cursor: string): { createdAt: Date; id: string } {
  const position = decodeCursor(cursor);
  if (!position) throw new AppError(400, 'INVALID_CURSOR', 'The cursor is not valid');
  return { createdAt: new Date(position.t), id: position.id };
}
