/**
 * The use cases of decision rules (docs/api-contract.md "Decision rules",
 * docs/adr/0058-decision-rules.md): the signal reference, the draft, publishing and rollback, a
 * try on one report, and the backtest (backtest.ts). Expressions are compiled and checked here
 * before anything is stored; the routes write the audit entries.
 */
import { AppError } from '../../lib/errors.js';
import {
  activationOf,
  compileExpression,
  compileRuleSet,
  decide,
  DEFAULT_RULE_SET,
  signalCatalogue,
  type Decision,
  type ExpressionProblem,
  type RuleSetBody,
} from '../../domain/rules/index.js';
import { isUniqueViolation } from '../../repositories/pg-errors.js';
import type { ReportsRepository } from '../../repositories/reports.js';
import type {
  RuleDraftRecord,
  RuleVersionRecord,
  RuleVersionSummary,
  RulesRepository,
} from '../../repositories/rules.js';
import type {
  PublishRequestRecord,
  RulePublishRequestsRepository,
} from '../../repositories/rule-publish-requests.js';
import type { RuleDecisions } from './decisions.js';
import { runBacktest, type BacktestParams, type BacktestResult } from './backtest.js';

export type { RuleVersionRecord, RuleVersionSummary } from '../../repositories/rules.js';
export type { PublishRequestRecord } from '../../repositories/rule-publish-requests.js';

/** `GET /rules/rule-set`: the draft, the live and test versions, and the pending requests. */
export interface RuleSetState {
  draft: RuleDraftRecord;
  live: RuleVersionSummary | null;
  test: RuleVersionSummary | null;
  pending: PublishRequestRecord[];
}

/** What a publish did: published at once, or (four-eyes on) asked another owner or admin. */
export type PublishOutcome =
  { published: RuleVersionSummary } | { requested: PublishRequestRecord };

/** Four-eyes publishing: the tenant's requests and the case review's setting it reuses. */
export interface FourEyesPublishing {
  requests: RulePublishRequestsRepository;
  /** `case_settings.four_eyes` of the tenant (false when never set). */
  enabled: (tenantId: string) => Promise<boolean>;
}

type Mode = 'live' | 'test';

const summaryOf = (v: RuleVersionRecord | undefined): RuleVersionSummary | null =>
  v
    ? {
        version: v.version,
        mode: v.mode,
        createdAt: v.createdAt,
        createdBy: v.createdBy,
        note: v.note,
        approvedBy: v.approvedBy,
      }
    : null;

/**
 * Refuses a body whose rules do not compile: 400 RULE_INVALID with every problem (rule index and
 * id, 1-based line and column into its expression, the checker's message). Also refuses repeated
 * rule ids, thresholds out of order and `openCase` on a rule that forces decline (400
 * VALIDATION_ERROR).
 */
export function assertValidBody(body: RuleSetBody): void {
  const { suspicious, risky, declined } = body.thresholds;
  if (!(suspicious <= risky && risky <= declined))
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      'Thresholds must be in order: suspicious <= risky <= declined',
    );
  const seen = new Set<string>();
  for (const r of body.rules) {
    if (seen.has(r.id))
      throw new AppError(400, 'VALIDATION_ERROR', `Rule id "${r.id}" is used twice`);
    seen.add(r.id);
    // Every decision a forced decline fires in is DECLINED, which opens no case.
    if (r.openCase && r.effect.kind === 'force' && r.effect.outcome === 'decline')
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        `Rule "${r.id}" forces decline: openCase applies to review outcomes only`,
      );
  }
  const { problems } = compileRuleSet(body, null);
  if (problems.length > 0) {
    const first = problems[0];
    throw new AppError(
      400,
      'RULE_INVALID',
      first
        ? `Rule ${first.ruleIndex + 1} (${first.ruleId}), line ${first.line}, column ${first.column}: ${first.message}`
        : 'A rule is invalid',
      { problems },
    );
  }
}

const notPending = () => new AppError(409, 'CONFLICT', 'This publish request is no longer pending');

export class RulesService {
  constructor(
    private readonly rules: RulesRepository,
    private readonly reports: ReportsRepository,
    /** Told of each publish and rollback, so this process decides with the new version at once. */
    private readonly decisions?: Pick<RuleDecisions, 'invalidate'>,
    /** Absent: every publish is immediate (service tests that need no four-eyes). */
    private readonly fourEyes?: FourEyesPublishing,
  ) {}

  /** The signal catalogue (`GET /rules/signals`). */
  signals() {
    return { services: signalCatalogue() };
  }

  /** The tenant's draft (the default one before its first save) and live and test versions. */
  async state(tenantId: string): Promise<RuleSetState> {
    const [draft, live, test, pending] = await Promise.all([
      this.rules.draft(tenantId),
      this.rules.current(tenantId, 'live'),
      this.rules.current(tenantId, 'test'),
      this.fourEyes?.requests.pending(tenantId) ?? [],
    ]);
    return {
      draft: draft ?? {
        body: DEFAULT_RULE_SET,
        updatedAt: new Date(0).toISOString(),
        updatedBy: null,
      },
      live: summaryOf(live),
      test: summaryOf(test),
      pending,
    };
  }

  /**
   * Saves the draft after checking every rule.
   * @throws 400 RULE_INVALID / VALIDATION_ERROR (assertValidBody); nothing is saved then
   */
  async saveDraft(tenantId: string, email: string, body: RuleSetBody): Promise<RuleSetState> {
    assertValidBody(body);
    await this.rules.saveDraft(tenantId, body, email);
    return this.state(tenantId);
  }

  /** Checks one expression for the editor: `{ valid, problems }` (never throws for a bad one). */
  validate(expression: string): { valid: boolean; problems: ExpressionProblem[] } {
    const c = compileExpression(expression);
    return c.ok ? { valid: true, problems: [] } : { valid: false, problems: c.problems };
  }

  /**
   * Publishes the current draft as the tenant's next version of `mode`; with four-eyes on
   * (`case_settings.four_eyes`), stores a request with a snapshot of the draft instead, for
   * another owner or admin to approve (approveRequest).
   * @throws 400 RULE_INVALID / VALIDATION_ERROR when the draft no longer checks;
   *   409 CONFLICT when another publish took the version number at the same moment, or (four-eyes)
   *   a request of `mode` is already pending
   */
  async publish(
    tenantId: string,
    email: string,
    mode: Mode,
    note: string | null,
  ): Promise<PublishOutcome> {
    const body = (await this.rules.draft(tenantId))?.body ?? DEFAULT_RULE_SET;
    // A draft was checked when saved; checked again because the signals may have changed since.
    assertValidBody(body);
    if (this.fourEyes && (await this.fourEyes.enabled(tenantId))) {
      try {
        const request = await this.fourEyes.requests.create(tenantId, {
          mode,
          body,
          note,
          requestedBy: email,
        });
        return { requested: request };
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError(409, 'CONFLICT', 'A publish request is already pending');
        throw err;
      }
    }
    return {
      published: await this.insertVersion(tenantId, { mode, body, createdBy: email, note }),
    };
  }

  /**
   * Publishes a pending request's snapshot (not the draft as it is now): the version's author is
   * the requester, its `approvedBy` the approver.
   * @throws 404 NOT_FOUND when the tenant has no such request; 403 FOUR_EYES when the approver is
   *   the requester; 409 CONFLICT when it is no longer pending or a publish took the number;
   *   400 RULE_INVALID when the snapshot no longer checks
   */
  async approveRequest(tenantId: string, email: string, id: string): Promise<RuleVersionSummary> {
    const request = await this.pendingRequest(tenantId, id);
    if (request.requestedBy.toLowerCase() === email.toLowerCase())
      throw new AppError(403, 'FOUR_EYES', 'Another owner or admin must approve this publish');
    assertValidBody(request.body);
    let published: RuleVersionSummary | undefined;
    try {
      published = await this.requests().approve(tenantId, id, email);
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AppError(409, 'CONFLICT', 'Another version was published at the same moment');
      throw err;
    }
    if (!published) throw notPending();
    this.decisions?.invalidate(tenantId);
    return published;
  }

  /**
   * Rejects (or, by its requester, withdraws) a pending request.
   * @throws 404 NOT_FOUND when the tenant has no such request; 409 CONFLICT when not pending
   */
  async rejectRequest(
    tenantId: string,
    email: string,
    id: string,
  ): Promise<{ request: PublishRequestRecord }> {
    await this.pendingRequest(tenantId, id);
    const request = await this.requests().reject(tenantId, id, email);
    if (!request) throw notPending();
    return { request };
  }

  /** Every published version, newest first, with its body. */
  async versions(tenantId: string): Promise<{ versions: RuleVersionRecord[] }> {
    return { versions: await this.rules.versions(tenantId) };
  }

  /**
   * Makes the body of `version` live again, as a new live version.
   * @throws 404 NOT_FOUND when the tenant has no such version; 409 CONFLICT as publish
   */
  async rollback(tenantId: string, email: string, version: number): Promise<RuleVersionSummary> {
    const old = await this.rules.version(tenantId, version);
    if (!old) throw new AppError(404, 'NOT_FOUND', `There is no version ${version}`);
    return this.insertVersion(tenantId, {
      mode: 'live',
      body: old.body,
      createdBy: email,
      note: `Rollback to version ${version}`,
    });
  }

  /**
   * The draft's decision on one of the tenant's reports of `mode`.
   * @throws 404 NOT_FOUND when the report is absent, another tenant's or of the other mode
   */
  async tryOnReport(
    tenantId: string,
    mode: Mode,
    referenceId: string,
  ): Promise<{ referenceId: string; service: string; decision: Decision }> {
    const report = await this.reports.get(tenantId, referenceId, mode);
    if (!report) throw new AppError(404, 'NOT_FOUND', 'Report not found');
    const body = (await this.rules.draft(tenantId))?.body ?? DEFAULT_RULE_SET;
    const { ruleSet } = compileRuleSet(body, null);
    const activation = activationOf({
      service: report.apiService,
      status: report.status,
      requestType: report.requestType,
      result: typeof report.result === 'string' ? JSON.parse(report.result) : report.result,
    });
    return { referenceId, service: report.apiService, decision: decide(ruleSet, activation) };
  }

  /** Runs the draft over the tenant's reports of a period (backtest.ts). */
  async backtest(tenantId: string, params: BacktestParams): Promise<BacktestResult> {
    const [draft, live] = await Promise.all([
      this.rules.draft(tenantId),
      this.rules.current(tenantId, params.mode ?? 'live'),
    ]);
    return runBacktest(this.rules, tenantId, params, draft?.body ?? DEFAULT_RULE_SET, live);
  }

  private requests(): RulePublishRequestsRepository {
    if (!this.fourEyes) throw new AppError(404, 'NOT_FOUND', 'Publish request not found');
    return this.fourEyes.requests;
  }

  private async pendingRequest(tenantId: string, id: string) {
    const request = await this.requests().get(tenantId, id);
    if (!request) throw new AppError(404, 'NOT_FOUND', 'Publish request not found');
    if (request.status !== 'pending') throw notPending();
    return request;
  }

  private async insertVersion(
    tenantId: string,
    v: { mode: Mode; body: RuleSetBody; createdBy: string; note: string | null },
  ): Promise<RuleVersionSummary> {
    try {
      const summary = await this.rules.publish(tenantId, v);
      this.decisions?.invalidate(tenantId);
      return summary;
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AppError(409, 'CONFLICT', 'Another version was published at the same moment');
      throw err;
    }
  }
}
