/**
 * Decisions on every lookup (docs/adr/0058-decision-rules.md "Decisions"): the tenant's rule set of
 * the call's mode, compiled once per version and kept in this process, decides the report a lookup,
 * a screening, a combined check or a batch row is about to store.
 *
 * Each (tenant, mode) entry is read again from the database once it is `ttlMs` old (default 5 s),
 * and recompiled only when the version read is another one; a publish or rollback in this process
 * drops the tenant's entries at once (`invalidate`). Another process sees a publish within the TTL:
 * the tenant-change announcements (services/tenant-change-listener.ts) are fired by a trigger on
 * tenants and keys only, and a rule set's delay of a few seconds needs no fence.
 */
import {
  activationOf,
  compileRuleSet,
  decide,
  type CompiledRuleSet,
  type ReportDecision,
  type StoredReport,
} from '../../domain/rules/index.js';
import type { RulesRepository } from '../../repositories/rules.js';

type Mode = 'live' | 'test';

/** How long a cached rule set is used before its version is read again (ms). */
export const RULE_SET_TTL_MS = 5_000;

interface Entry {
  /** When the version was read (ms, `performance.now()`). */
  readAt: number;
  /** The compiled rule set; null when the tenant has no version of the mode. */
  ruleSet: CompiledRuleSet | null;
}

/** Whether a decision's outcome asks for a webhook: `decision.review` or `decision.declined`. */
export function decisionEvent(
  decision: ReportDecision,
): 'decision.review' | 'decision.declined' | undefined {
  if (decision.outcome === 'DECLINED') return 'decision.declined';
  if (decision.outcome === 'SUSPICIOUS' || decision.outcome === 'RISKY') return 'decision.review';
  return undefined;
}

/** The rule sets in use, per tenant and mode; one per app (createServices). */
export class RuleDecisions {
  private readonly entries = new Map<string, Entry>();
  /** Reads in flight, so concurrent lookups of a tenant read its version once. */
  private readonly reading = new Map<string, Promise<Entry>>();
  /** Bumped by `invalidate`: a read that began before it is answered but not kept. */
  private generation = 0;

  constructor(
    private readonly rules: Pick<RulesRepository, 'current'>,
    private readonly ttlMs: number = RULE_SET_TTL_MS,
  ) {}

  /**
   * The decision of the tenant's rule set of `mode` on a report about to be stored, from the same
   * shape the report stores (service, status, request type, result), as the backtest builds it.
   * @returns undefined when the tenant has no rule set of that mode: the answer is then unchanged
   */
  async decide(
    tenantId: string,
    mode: Mode,
    report: StoredReport,
  ): Promise<ReportDecision | undefined> {
    const ruleSet = await this.ruleSet(tenantId, mode);
    if (!ruleSet) return undefined;
    return { ...decide(ruleSet, activationOf(report)), mode };
  }

  /** The compiled rule set of the tenant's mode (null for none), from the cache when fresh. */
  async ruleSet(tenantId: string, mode: Mode): Promise<CompiledRuleSet | null> {
    const key = `${tenantId}:${mode}`;
    const cached = this.entries.get(key);
    if (cached && performance.now() - cached.readAt < this.ttlMs) return cached.ruleSet;
    let pending = this.reading.get(key);
    if (!pending) {
      pending = this.read(tenantId, mode, cached).finally(() => this.reading.delete(key));
      this.reading.set(key, pending);
    }
    return (await pending).ruleSet;
  }

  /** Drops the tenant's rule sets (after a publish or a rollback in this process). */
  invalidate(tenantId: string): void {
    this.generation += 1;
    for (const mode of ['live', 'test'] as const) {
      this.entries.delete(`${tenantId}:${mode}`);
      this.reading.delete(`${tenantId}:${mode}`);
    }
  }

  private async read(tenantId: string, mode: Mode, cached: Entry | undefined): Promise<Entry> {
    const readAt = performance.now();
    const generation = this.generation;
    const current = await this.rules.current(tenantId, mode);
    // The same version as cached: keep its compiled rules (and their per-shape memo).
    const ruleSet = !current
      ? null
      : cached?.ruleSet?.version === current.version
        ? cached.ruleSet
        : compileRuleSet(current.body, current.version).ruleSet;
    const entry = { readAt, ruleSet };
    if (generation === this.generation) this.entries.set(`${tenantId}:${mode}`, entry);
    return entry;
  }
}
