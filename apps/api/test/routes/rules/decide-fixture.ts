// One request per metered service (the five lookups, both AML screenings and the combined check),
// and the helpers of the tests of decisions on lookups.
import { expect } from 'vitest';
import type { TestApp } from '../../helpers/app.js';
import { call, type Caller } from '../../helpers/clients.js';
import { as, body, rule, type RulesWorld } from './fixture.js';

/** The path and body of one call of each service, with fixed inputs. */
export const CALLS: ReadonlyArray<readonly [service: string, path: string, body: object]> = [
  ['emailLookup', '/emaillookup', { email: 'abc@mailinator.com' }],
  ['phoneLookup', '/phonelookup', { phone: '+1 415 555 2671' }],
  ['ipLookup', '/iplookup', { ip: '8.8.8.8' }],
  ['binLookup', '/binlookup', { bin: '411111' }],
  ['addressLookup', '/addresslookup', { address: '10 Downing Street, London', country: 'GB' }],
  ['amlPerson', '/amlperson', { f_name: 'Eric', l_name: 'Badege' }],
  ['amlBusiness', '/amlbusiness', { company: 'Acme Trading' }],
  ['fraudEngine', '/fraud-engine', { email: 'abc@mailinator.com', ip: '8.8.8.8' }],
];

/** Turns every service on for the caller, with paid calls (the free ones run out). */
export async function enableAll(t: TestApp, c: Caller): Promise<void> {
  for (const [service] of CALLS) {
    await t.app.repos.clients.setService(c.email, service as 'emailLookup', true);
    await t.app.repos.metering.grant(c.uuid, service, 100);
  }
}

/** A 200 answer of a lookup, as JSON. */
export async function lookup(
  t: TestApp,
  headers: Record<string, string>,
  path: string,
  payload: object,
): Promise<Record<string, unknown>> {
  const res = await call(t.app, 'POST', `/api${path}`, headers, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
}

/** The answer's report (under its one service key), whatever the service. */
export function reportIn(answer: Record<string, unknown>): {
  referenceID: string;
  requestDateTime: string;
} {
  const [key] = Object.keys(answer).filter((k) => k !== 'decision');
  return (answer[key ?? ''] as { report: { referenceID: string; requestDateTime: string } }).report;
}

/** The status of the answer's result. */
export function statusOf(answer: Record<string, unknown>): string {
  const report = reportIn(answer) as unknown as { jsonResponse: { results: { status: string } } };
  return report.jsonResponse.results.status;
}

/**
 * The answer with its per-call values (reference id, time, the sources' fetch times) blanked:
 * two calls with the same input compare equal.
 */
export function fixed(answer: Record<string, unknown>): unknown {
  return JSON.parse(
    JSON.stringify(answer)
      .replace(/"rpt_[a-z2-7]{26}"/g, '"rpt"')
      .replace(/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z"/g, '"time"'),
  );
}

/** Rules that fire on the requests of CALLS in different ways (a forced decline among them). */
export const RULES = [
  rule('disposable', 'email.disposable', { kind: 'force', outcome: 'decline' }),
  rule('not-verified', "report.status != 'VERIFIED'", { kind: 'score', points: 40 }),
  rule('us-ip', "ip.countryCode == 'US'", { kind: 'score', points: 30 }),
  rule('listed', 'aml.matchCount > 0', { kind: 'force', outcome: 'review' }),
];

/** Saves `rules` as the draft and publishes it in `mode`; returns the version number. */
export async function publish(
  w: RulesWorld,
  mode: 'live' | 'test',
  rules: unknown[] = RULES,
): Promise<number> {
  const saved = await as(w, w.admin, 'PUT', '/api/rules/rule-set/draft', body(rules));
  expect(saved.statusCode, saved.body).toBe(200);
  const pub = await as(w, w.admin, 'POST', '/api/rules/rule-set/publish', { mode });
  expect(pub.statusCode, pub.body).toBe(201);
  return (pub.json() as { version: number }).version;
}
