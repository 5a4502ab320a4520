/**
 * The backtest of a draft (docs/adr/0058-decision-rules.md): the draft and the current version of
 * the mode decide every report of the tenant in a period, read in keyset batches of 5,000 (the next
 * batch is read while the current one is decided). Each expression is compiled once. It reads
 * only: no report is written and no call is charged.
 */
import { AppError } from '../../lib/errors.js';
import {
  activationOf,
  compileRuleSet,
  decide,
  OUTCOMES,
  type CompiledRuleSet,
  type Outcome,
  type RuleSetBody,
} from '../../domain/rules/index.js';
import type { RuleVersionRecord, RulesRepository } from '../../repositories/rules.js';

/** The longest period a backtest covers, in days (both ends included). */
export const MAX_BACKTEST_DAYS = 366;
/** Reports read per statement. */
export const BACKTEST_BATCH = 5_000;
/** Time slices of the period read at once (each on its own connection on PostgreSQL). */
const BACKTEST_STREAMS = 2;
/** Changed reports listed in the answer. */
const SAMPLE_SIZE = 20;
const DAY_MS = 86_400_000;

/** `POST /rules/backtest`: whole UTC days `from`..`to` (YYYY-MM-DD), both included. */
export interface BacktestParams {
  from: string;
  to: string;
  mode?: 'live' | 'test';
}

/** What a backtest found. */
export interface BacktestResult {
  total: number;
  /** Outcomes of the current version of the mode (the stored statuses when there is none). */
  live: Record<Outcome, number>;
  draft: Record<Outcome, number>;
  changed: number;
  sample: Array<{
    referenceId: string;
    service: string;
    requestDateTime: string;
    before: Outcome;
    after: Outcome;
  }>;
  hits: Array<{ ruleId: string; name: string; count: number }>;
  elapsedMs: number;
}

/**
 * The period as a half-open time range [from 00:00, day after `to` 00:00) UTC.
 * @throws 400 VALIDATION_ERROR when a date is not a calendar date, `to` is before `from`, or the
 *   period is longer than {@link MAX_BACKTEST_DAYS} days
 */
export function backtestRange(from: string, to: string): { from: Date; to: Date } {
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(`${to}T00:00:00.000Z`);
  const calendar = (d: Date, s: string) =>
    !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  if (!calendar(start, from) || !calendar(end, to))
    throw new AppError(400, 'VALIDATION_ERROR', '`from` and `to` must be dates (YYYY-MM-DD)');
  if (end < start) throw new AppError(400, 'VALIDATION_ERROR', '`to` is before `from`');
  const days = (end.getTime() - start.getTime()) / DAY_MS + 1;
  if (days > MAX_BACKTEST_DAYS)
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      `A backtest covers at most ${MAX_BACKTEST_DAYS} days; this period has ${days}`,
    );
  return { from: start, to: new Date(end.getTime() + DAY_MS) };
}

/** `range` cut into `n` consecutive slices of equal duration, to the millisecond. */
export function timeSlices(
  range: { from: Date; to: Date },
  n: number,
): Array<{ from: Date; to: Date }> {
  const start = range.from.getTime();
  const step = Math.ceil((range.to.getTime() - start) / n);
  return Array.from({ length: n }, (_, i) => ({
    from: new Date(start + i * step),
    to: new Date(Math.min(range.to.getTime(), start + (i + 1) * step)),
  }));
}

const counts = (): Record<Outcome, number> => ({
  VERIFIED: 0,
  SUSPICIOUS: 0,
  RISKY: 0,
  DECLINED: 0,
});

const isOutcome = (s: string): s is Outcome => (OUTCOMES as readonly string[]).includes(s);

/**
 * Runs the backtest (see the module comment).
 * @param draft the draft's body; `current` the version of the mode it is compared with, if any
 * @param onProgress told the reports read so far after each batch is decided (a queued backtest
 *   records its progress there); awaited, so a slow write holds that slice only
 */
export async function runBacktest(
  repo: Pick<RulesRepository, 'reportBatch'>,
  tenantId: string,
  params: BacktestParams,
  draft: RuleSetBody,
  current: RuleVersionRecord | undefined,
  onProgress?: (done: number) => Promise<void>,
): Promise<BacktestResult> {
  let read = 0;
  const started = performance.now();
  const range = backtestRange(params.from, params.to);
  const mode = params.mode ?? 'live';
  const after: CompiledRuleSet = compileRuleSet(draft, null).ruleSet;
  const before: CompiledRuleSet | undefined = current
    ? compileRuleSet(current.body, current.version).ruleSet
    : undefined;
  const out: BacktestResult = {
    total: 0,
    live: counts(),
    draft: counts(),
    changed: 0,
    sample: [],
    hits: [],
    elapsedMs: 0,
  };
  const hits = new Map(after.rules.map(({ rule }) => [rule.id, 0]));
  const samples: Array<BacktestResult['sample']> = [];

  /** Decides the reports of one time slice, oldest first, into `out`, `hits` and its sample. */
  const scan = async (slice: { from: Date; to: Date }, sample: BacktestResult['sample']) => {
    let next = repo.reportBatch(tenantId, mode, slice, undefined, BACKTEST_BATCH);
    for (;;) {
      const rows = await next;
      const last = rows.at(-1);
      if (last && rows.length === BACKTEST_BATCH)
        next = repo.reportBatch(
          tenantId,
          mode,
          slice,
          { t: last.requestDateTime, id: last.id },
          BACKTEST_BATCH,
        );
      for (const row of rows) {
        const activation = activationOf(row);
        const d = decide(after, activation);
        let old: Outcome;
        if (before) old = decide(before, activation).outcome;
        else if (isOutcome(row.status)) old = row.status;
        else continue; // a status that is no outcome made no decision: not compared
        out.total++;
        out.live[old]++;
        out.draft[d.outcome]++;
        for (const f of d.fired) hits.set(f.ruleId, (hits.get(f.ruleId) ?? 0) + 1);
        if (old !== d.outcome) {
          out.changed++;
          if (sample.length < SAMPLE_SIZE)
            sample.push({
              referenceId: row.referenceId,
              service: row.service,
              requestDateTime: row.requestDateTime,
              before: old,
              after: d.outcome,
            });
        }
      }
      read += rows.length;
      await onProgress?.(read);
      if (rows.length < BACKTEST_BATCH) break;
    }
  };
  // Two slices read at once: one connection's query runs while this process decides the other's
  // batch, so both cores work (one slice left the database or this process idle a third of the
  // time). Each slice keeps its sample; the answer's is the oldest changes.
  const slices = timeSlices(range, BACKTEST_STREAMS);
  await Promise.all(slices.map((slice, i) => scan(slice, (samples[i] = []))));
  out.sample = samples.flat().slice(0, SAMPLE_SIZE);
  out.hits = after.rules.map(({ rule }) => ({
    ruleId: rule.id,
    name: rule.name,
    count: hits.get(rule.id) ?? 0,
  }));
  out.elapsedMs = Math.round(performance.now() - started);
  return out;
}
