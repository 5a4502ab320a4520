// The app and data of the personal-data tests (docs/adr/0059-personal-data.md): a data subject
// written into every place of the registry, by real lookups where a lookup writes it (reports, the
// request log) and by SQL shaped as the product writes it where a screening against an imported
// list would be needed (cases, monitoring, watchlists, batch rows, webhooks).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../helpers/app.js';
import { apiKey, call, reportOf, session, type Caller } from '../../helpers/clients.js';

export interface Person {
  first: string;
  last: string;
  dob: string;
  email: string;
  phone: string;
  ip: string;
}

/** A person no test data, list or fixture holds, so every find is theirs. */
export function person(tag: string): Person {
  const n = Math.floor(Math.random() * 9000) + 1000;
  return {
    first: `Zoltan${tag}`,
    last: `Quixbury${tag}`,
    dob: '1971-03-14',
    email: `zoltan.quixbury.${tag.toLowerCase()}${n}@example.org`,
    phone: `+4477009${n}12`,
    ip: `203.0.113.${(n % 250) + 1}`,
  };
}

/** The values of a person the schema walk looks for (the phone as digits: inputs vary). */
export const valuesOf = (p: Person) => [p.email, p.phone.slice(1), p.last, p.ip];

/** What seedPerson wrote: the report ids (e-mail, phone, AML) and the AML case. */
export interface Seeded {
  refs: string[];
  caseId: string;
}

/** Writes `p` into every place of the tenant of `c`. */
export async function seedPerson(t: TestApp, c: Caller, p: Person): Promise<Seeded> {
  const refs: string[] = [];
  // Real lookups with the API key: reports, the request log and its bodies.
  const email = await call(t.app, 'POST', '/api/emaillookup', apiKey(c), { email: p.email });
  expect(email.statusCode).toBe(200);
  refs.push(reportOf(email.json()).referenceID);
  const phone = await call(t.app, 'POST', '/api/phonelookup', session(c), { phone: p.phone });
  expect(phone.statusCode).toBe(200);
  refs.push(reportOf(phone.json()).referenceID);
  await t.app.requestLog?.flush();
  const db = t.app.database.db;
  const tenant = c.uuid;
  // The caller's IP of one logged request is the subject's (a dashboard call from their machine).
  await db.execute(sql`update api_requests set ip = ${p.ip}
    where id = (select id from api_requests where tenant_id = ${tenant}::uuid limit 1)`);
  // An AML person report and its case, as a screening writes them.
  const aml = `rpt_${randomUUID().replaceAll('-', '').slice(0, 26)}`;
  refs.push(aml);
  const name = `${p.first} ${p.last}`;
  const key = `person|${p.last.toLowerCase()} ${p.first.toLowerCase()}|${p.dob}`;
  await db.execute(sql`insert into reports (reference_id, tenant_id, service, request_type, mode,
      status, api_key_used, input_request, result, request_date_time)
    values (${aml}, ${tenant}::uuid, 'amlPerson', 'api', 'live', 'RISKY', 'pk_live_abcd…wxyz',
      ${JSON.stringify({ f_name: p.first, l_name: p.last, dob: p.dob })}::jsonb,
      ${JSON.stringify({ status: 'RISKY', message: 'match', response: { name }, reasons: ['AML_MATCH'], sources: [] })}::jsonb,
      now())`);
  const caseId = randomUUID();
  await db.execute(sql`insert into cases (id, tenant_id, mode, origin, service, subject_kind, subject,
      subject_key, report_id, report_date_time, decision, matches)
    values (${caseId}::uuid, ${tenant}::uuid, 'live', 'lookup', 'amlPerson', 'person',
      ${JSON.stringify({ name, dob: p.dob })}::jsonb, ${key}, ${aml}, now(), 'RISKY', '[]'::jsonb)`);
  await db.execute(sql`insert into case_events (case_id, tenant_id, action, note)
    values (${caseId}::uuid, ${tenant}::uuid, 'note', ${`Called ${p.first} on ${p.phone}`})`);
  await db.execute(sql`insert into false_positive_memory (tenant_id, mode, subject_key, entry_id, fingerprint, case_id)
    values (${tenant}::uuid, 'live', ${key}, 'un:QDi.999', 'f0', ${caseId}::uuid)`);
  const subjectId = randomUUID();
  await db.execute(sql`insert into monitored_subjects (id, tenant_id, mode, kind, name, date_of_birth,
      reference, subject_key, origin, decision, report_id, report_date_time, last_screened_at)
    values (${subjectId}::uuid, ${tenant}::uuid, 'live', 'person', ${name}, ${p.dob}, ${`cust-${p.last}`},
      ${key}, 'report', 'RISKY', ${aml}, now(), now())`);
  await db.execute(sql`insert into monitoring_alerts (tenant_id, mode, subject_id, subject_name, kind,
      entry_id, entry_name, source, list_version, update_id)
    values (${tenant}::uuid, 'live', ${subjectId}::uuid, ${name}, 'new_match', 'un:QDi.999',
      'Listed Person', 'un', 1, ${randomUUID()}::uuid)`);
  const listId = randomUUID();
  await db.execute(sql`insert into watchlists (id, tenant_id, name, entry_count)
    values (${listId}::uuid, ${tenant}::uuid, ${`Staff ${randomUUID()}`}, 1)`);
  await db.execute(sql`insert into watchlist_entries (watchlist_id, tenant_id, reference, name, aliases, date_of_birth)
    values (${listId}::uuid, ${tenant}::uuid, 'w-1', ${name}, ${sql.param([`Z. ${p.last}`])}::text[], ${p.dob})`);
  const batchId = randomUUID();
  await db.execute(sql`insert into batches (id, tenant_id, mode, service, state, file_name, format,
      header, mapping, row_count, rows_done)
    values (${batchId}::uuid, ${tenant}::uuid, 'live', 'amlPerson', 'done', 'people.csv', 'csv',
      ${sql.param(['f_name', 'l_name', 'dob'])}::text[], '["f_name","l_name","dob"]'::jsonb, 1, 1)`);
  await db.execute(sql`insert into batch_rows (batch_id, row_no, line, cells, status, reference_id, request_date_time)
    values (${batchId}::uuid, 1, 2, ${sql.param([p.first, p.last, p.dob])}::text[], 'RISKY', ${aml}, now())`);
  const endpointId = randomUUID();
  await db.execute(sql`insert into webhook_endpoints (id, tenant_id, url, events, secret_ciphertext, secret_prefix)
    values (${endpointId}::uuid, ${tenant}::uuid, 'https://hooks.example.com/pulse',
      ${sql.param(['report.created'])}::text[], 'x', 'whsec_x')`);
  const deliveryId = randomUUID();
  const body = JSON.stringify({
    type: 'report.created',
    data: { inputRequest: { email: p.email } },
  });
  await db.execute(sql`insert into webhook_deliveries (id, endpoint_id, tenant_id, event_id, event_type, body, expires_at)
    values (${deliveryId}::uuid, ${endpointId}::uuid, ${tenant}::uuid, ${randomUUID()}, 'report.created', ${body}, now() + interval '3 days')`);
  await db.execute(sql`insert into webhook_attempts (delivery_id, attempted_at, status_code, response_body, duration_ms)
    values (${deliveryId}::uuid, now(), 200, ${`ok ${p.email}`}, 12)`);
  return { refs, caseId };
}

/** Works the queued privacy jobs in this process (tests do not run the job queue's workers). */
export async function workPrivacyJobs(t: TestApp): Promise<void> {
  await t.app.services.privacy.drain();
}
