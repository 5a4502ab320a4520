/**
 * Usage as the dashboard and billing screens show it (docs/api-contract.md "Dashboard", "Billing";
 * spec §3 "Billing data"): outcome tiles per month and day (from the outcome counters, so deleting
 * reports never changes them), the account summary per service, and costs per month. Money in
 * integer cents; the cost of a month is its paid calls at the price of each call.
 */
import {
  billingLine,
  billingTotals,
  freeLeft,
  NO_USAGE,
  type BillingServiceLine,
} from '../domain/metering.js';
import { addMonths, daysOf, lastDayOf, monthOf, monthsBetweenDesc } from '../domain/month.js';
import { requireLive, type Scope } from '../domain/mode.js';
import { serviceFlags } from '../domain/services.js';
import type { Repositories } from '../repositories/index.js';

/** Longest history listed by the monthly summary. */
const MAX_HISTORY = 24;

export interface Tiles {
  verified: number;
  declined: number;
  suspicious: number;
  risky: number;
}

const TILES: Array<keyof Tiles> = ['verified', 'declined', 'suspicious', 'risky'];

export interface AccountSummaryLine {
  service: string;
  name: string;
  category: string | null;
  status: 'Active' | 'Inactive';
  /** Free calls left this month. */
  free: number;
  /** Purchased calls available. */
  paid: number;
  freeLimit: number;
  freeUsed: number;
}

export interface MonthCost {
  month: string;
  totalCost: number;
  billingDate: string;
}

/** The dashboard and billing reads; built once by createServices. */
export class UsageService {
  constructor(private readonly repos: Repositories) {}

  /**
   * Reports of the scope's mode per outcome in `month` (the four tiles; ERROR is none of them) and
   * per day.
   */
  async outcomeCounts(
    { client, mode }: Scope,
    month: string,
  ): Promise<{ countDetails: Tiles; daily: Array<{ date: string } & Tiles> }> {
    const rows = await this.repos.reports.outcomeCounts(client.id, month, mode);
    const zero = (): Tiles => ({ verified: 0, declined: 0, suspicious: 0, risky: 0 });
    const total = zero();
    const byDay = new Map(daysOf(month).map((d) => [d, zero()]));
    for (const { day, ...tiles } of rows) {
      const into = byDay.get(day);
      for (const k of TILES) {
        total[k] += tiles[k];
        if (into) into[k] += tiles[k];
      }
    }
    return { countDetails: total, daily: [...byDay].map(([date, c]) => ({ date, ...c })) };
  }

  /**
   * Per catalog service: Active/Inactive, free calls left this month, paid calls available.
   * @throws 403 MODE_MISMATCH in test mode (live only: domain/mode.ts `requireLive`)
   */
  async accountSummary(scope: Scope, now = new Date()): Promise<AccountSummaryLine[]> {
    requireLive(scope);
    const { client } = scope;
    const month = monthOf(now);
    const { catalog, usage, balances } = await this.repos.metering.ledger(client.id, month);
    const flags = serviceFlags(client);
    const on = (key: string) =>
      key === 'fraudEngine'
        ? flags.services.fraudEngine
        : (flags.fraudEngineServices as Record<string, boolean>)[key] === true;
    return catalog.map((s) => {
      const freeUsed = usage.get(s.key)?.freeUsed ?? 0;
      return {
        service: s.key,
        name: s.displayName,
        category: s.category,
        status: on(s.key) ? 'Active' : 'Inactive',
        free: freeLeft(s.freeCallsPerMonth, freeUsed),
        paid: balances.get(s.key) ?? 0,
        freeLimit: s.freeCallsPerMonth,
        freeUsed,
      };
    });
  }

  /**
   * Cost of the current month, then of each earlier month since the client's first, newest first.
   * @throws 403 MODE_MISMATCH in test mode (live only)
   */
  async monthlySummary(
    scope: Scope,
    now = new Date(),
  ): Promise<{ current: MonthCost; historical: MonthCost[] }> {
    requireLive(scope);
    const { client } = scope;
    const current = monthOf(now);
    const costs = await this.repos.metering.costByMonth(client.id);
    let first = monthOf(client.createdAt);
    for (const m of costs.keys()) if (m < first) first = m;
    const oldest = addMonths(current, -MAX_HISTORY);
    if (first < oldest) first = oldest;
    const entry = (month: string): MonthCost => ({
      month,
      totalCost: costs.get(month) ?? 0,
      billingDate: lastDayOf(month),
    });
    return {
      current: entry(current),
      historical: monthsBetweenDesc(first, addMonths(current, -1)).map(entry),
    };
  }

  /** Usage and cost per catalog service in `month`, with the totals. @throws 403 MODE_MISMATCH in test mode */
  async billing(
    scope: Scope,
    month: string,
  ): Promise<{ services: BillingServiceLine[]; totalRequests: number; totalCost: number }> {
    requireLive(scope);
    const { client } = scope;
    const { catalog, usage, balances } = await this.repos.metering.ledger(client.id, month);
    const services = catalog.map((s) =>
      billingLine(s, usage.get(s.key) ?? NO_USAGE, balances.get(s.key) ?? 0),
    );
    return { services, ...billingTotals(services) };
  }
}
