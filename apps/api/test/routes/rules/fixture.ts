// The app and tenants of the decision-rule route tests: two tenants, members of the first by role,
// and stored reports inserted directly (no lookup runs, so nothing is charged by the setup).
import { sql } from 'drizzle-orm';
import type { Config } from '../../../src/config.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { bearer } from '../../helpers/accounts.js';
import { call, newCaller, type Caller } from '../../helpers/clients.js';
import { addMember, type TestMember } from '../../helpers/members.js';

export interface RulesWorld {
  t: TestApp;
  alice: Caller;
  bob: Caller;
  admin: TestMember;
  developer: TestMember;
  analyst: TestMember;
  viewer: TestMember;
}

/** Builds the app (with `overrides` of its configuration), two tenants (alice, bob) and alice's members. */
export async function rulesWorld(overrides: Partial<Config> = {}): Promise<RulesWorld> {
  const t = await createTestApp(overrides);
  const alice = await newCaller(t.app, t.config.outboxDir);
  const bob = await newCaller(t.app, t.config.outboxDir);
  const [admin, developer, analyst, viewer] = await Promise.all(
    (['admin', 'developer', 'analyst', 'viewer'] as const).map((r) =>
      addMember(t.app, t.config, alice.uuid, r),
    ),
  );
  return { t, alice, bob, admin, developer, analyst, viewer } as RulesWorld;
}

/** A call with a member's (or a caller's) session. */
export const as = (
  w: RulesWorld,
  who: { token: string },
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: unknown,
) => call(w.t.app, method, url, bearer(who.token), payload);

let seq = 0;

/** An email lookup's stored result. */
export const emailResult = (disposable: boolean | null, status = 'VERIFIED') => ({
  status,
  message: 'ok',
  response: {
    email: 'a@b.example',
    validSyntax: true,
    domain: 'b.example',
    deliverability: 'deliverable',
    disposable,
    freeProvider: false,
    roleAccount: false,
    dns: true,
    mxRecords: ['mx.b.example'],
    spf: true,
    dmarc: null,
  },
  reasons: [],
  sources: [],
});

/**
 * Inserts one stored report of `tenantId` and returns its reference id.
 * @param at the request time (ISO)
 */
export async function insertReport(
  t: TestApp,
  tenantId: string,
  r: { service: string; status: string; result: unknown; at: string; mode?: 'live' | 'test' },
): Promise<string> {
  const ref = `rpt_rules_${++seq}_${Math.random().toString(36).slice(2, 10)}`;
  await t.app.database.db.execute(sql`
    insert into reports (reference_id, tenant_id, service, request_type, mode, status,
                         api_key_used, input_request, result, request_date_time)
    values (${ref}, ${tenantId}::uuid, ${r.service}, 'api', ${r.mode ?? 'live'}, ${r.status},
            'pk_live_abcd…wxyz', '{}'::jsonb, ${JSON.stringify(r.result)}::jsonb,
            ${r.at}::timestamptz)`);
  return ref;
}

/** Inserts a VERIFIED email lookup with a disposable address (now, or at `at`). */
export const insertDisposableEmail = (
  t: TestApp,
  tenantId: string,
  at = new Date().toISOString(),
) =>
  insertReport(t, tenantId, {
    service: 'emailLookup',
    status: 'VERIFIED',
    result: emailResult(true),
    at,
  });

/** A valid rule. */
export const rule = (
  id: string,
  expression: string,
  effect: Record<string, unknown> = { kind: 'score', points: 50 },
) => ({ id, name: `Rule ${id}`, expression, effect, enabled: true });

/** A rule set body with the default thresholds. */
export const body = (rules: unknown[]) => ({
  rules,
  thresholds: { suspicious: 30, risky: 60, declined: 90 },
});
