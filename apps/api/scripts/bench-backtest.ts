/**
 * `pnpm bench:backtest [--rows N]`: the backtest of decision rules on PostgreSQL
 * (docs/adr/0058-decision-rules.md; goal of issue 51: 1,000,000 reports in ≤ 10 s on 2 cores).
 *
 * Builds the API in this process on a throwaway database created beside `DATABASE_URL` (default
 * postgres://postgres@127.0.0.1:5432/test, trust auth) and dropped at the end; seeds one tenant
 * with N reports (default 1,000,000) of email, IP, phone, BIN and combined fraud checks with
 * stored results shaped like the engines', spread over 300 days; saves and publishes a rule set
 * of eight rules over every service, saves a different draft, and backtests the whole period.
 * Prints the seeding time, then the backtest's wall time, this process's CPU time per report
 * (process.cpuUsage: user + system; PostgreSQL's own CPU is apart) and reports per second.
 */
import pg from 'pg';
import { inProcessApp, seedTenantReports } from '../bench/common.js';

const arg = process.argv.indexOf('--rows');
const rows = arg > 0 ? Number(process.argv[arg + 1]) : 1_000_000;
if (!Number.isInteger(rows) || rows < 1) throw new Error('--rows takes a positive integer');
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const SPAN_DAYS = 300;

/** The stored result of each seeded report, by `g` (the series number): varied, engine-shaped. */
const RESULT_SQL = `
  case g % 5
  when 0 then jsonb_build_object('status', st, 'message', 'bench', 'reasons', '[]'::jsonb,
    'sources', src, 'response', jsonb_build_object(
      'email', 'user' || g || '@example.com', 'validSyntax', true, 'domain', 'example.com',
      'deliverability', 'deliverable', 'disposable', g % 7 = 0, 'freeProvider', g % 3 = 0,
      'roleAccount', false, 'dns', true, 'mxRecords', '["mx1.example.com","mx2.example.com"]'::jsonb,
      'spf', true, 'dmarc', null, 'domainAge', null, 'firstSeen', null, 'leaked', null))
  when 1 then jsonb_build_object('status', st, 'message', 'bench', 'reasons', '[]'::jsonb,
    'sources', src, 'response', jsonb_build_object(
      'ip', '10.0.' || (g % 250) || '.1', 'asn', 15169 + g % 50, 'isp', 'Example Net',
      'organization', 'Example Net', 'countryCode', (array['GB','US','DE','RU','BR'])[1 + g % 5],
      'city', 'London', 'proxy', false, 'vpn', g % 13 = 0, 'tor', g % 97 = 0,
      'isHosting', g % 11 = 0, 'isBogon', false, 'bot', null, 'latitude', 51.5, 'longitude', -0.1))
  when 2 then jsonb_build_object('status', st, 'message', 'bench', 'reasons', '[]'::jsonb,
    'sources', src, 'response', jsonb_build_object(
      'isValid', true, 'isVoip', g % 9 = 0, 'countryCode', 'GB', 'dialingCode', 44,
      'carrier', 'Example Mobile', 'lineType', (array['MOBILE','FIXED_LINE','VOIP'])[1 + g % 3],
      'fraudScore', g % 100, 'isRisky', g % 100 >= 75, 'associatedEmails', '[]'::jsonb))
  when 3 then jsonb_build_object('status', st, 'message', 'bench', 'reasons', '[]'::jsonb,
    'sources', src, 'response', jsonb_build_object(
      'bin', '424242', 'brand', 'Visa', 'scheme', 'visa', 'type', 'debit', 'prepaid', g % 8 = 0,
      'commercial', null, 'currency', 'GBP', 'issuerName', 'Example Bank', 'valid', true,
      'country', jsonb_build_object('alpha2', (array['GB','US','NG'])[1 + g % 3], 'name', 'X',
                                    'numeric', 826)))
  else jsonb_build_object('status', st, 'message', 'bench', 'reasons', '[]'::jsonb,
    'sources', src, 'response', jsonb_build_object(
      'riskScore', g % 100,
      'emailPulse', jsonb_build_object('status', 'VERIFIED', 'response',
        jsonb_build_object('disposable', g % 7 = 0, 'freeProvider', true, 'validSyntax', true)),
      'ipPulse', jsonb_build_object('status', 'VERIFIED', 'response',
        jsonb_build_object('tor', g % 97 = 0, 'vpn', g % 13 = 0, 'asn', 15169, 'countryCode', 'GB')),
      'phonePulse', null, 'binPulse', null, 'addressPulse', null,
      'individualAMLPulse', null, 'businessAMLPulse', null))
  end`;

const app = await inProcessApp();
try {
  const db = new pg.Client({ connectionString: app.storage.databaseUrl });
  await db.connect();
  const tenantId = await seedTenantReports(
    app,
    db,
    rows,
    SPAN_DAYS,
    `select 'rpt_bt_' || lpad(g::text, 22, '0'), $1::uuid,
              (array['emailLookup','ipLookup','phoneLookup','binLookup','fraudEngine'])[1 + g % 5],
              'api', st, 'pk_live_benc…h000', '{}'::jsonb, ${RESULT_SQL},
              date_trunc('milliseconds', now() - make_interval(secs => g * $4::float8))
       from generate_series($2::bigint, $3::bigint) g,
            lateral (select (array['VERIFIED','VERIFIED','SUSPICIOUS','RISKY','DECLINED'])[1 + (g / 5) % 5] as st,
                            '[{"name":"Bench source","version":"2026-11-01","licence":"test"}]'::jsonb as src) x`,
  );
  await db.end();

  const rules = app.app.services.rules;
  const score = (id: string, expression: string, points: number) => ({
    id,
    name: id,
    expression,
    effect: { kind: 'score' as const, points },
    enabled: true,
  });
  const live = [
    score('disposable', 'email.disposable', 50),
    score('free-mail', 'email.freeProvider && email.deliverability == "deliverable"', 10),
    score('tor', 'ip.tor || ip.vpn', 70),
    score('hosting', 'ip.isHosting && ip.countryCode in ["RU", "BR"]', 40),
    score('voip', 'phone.isVoip || phone.lineType == "VOIP"', 35),
    score('phone-score', 'phone.fraudScore >= 80', 45),
    score('prepaid', 'bin.prepaid && bin.country != "GB"', 60),
    score('combined', 'fraud.riskScore > 90', 95),
  ];
  const thresholds = { suspicious: 30, risky: 60, declined: 90 };
  await rules.saveDraft(tenantId, 'bench@example.com', { rules: live, thresholds });
  await rules.publish(tenantId, 'bench@example.com', 'live', 'bench');
  const draft = [
    ...live.slice(1),
    {
      ...score('disposable', 'email.disposable', 0),
      effect: { kind: 'force' as const, outcome: 'decline' as const },
    },
  ];
  await rules.saveDraft(tenantId, 'bench@example.com', { rules: draft, thresholds });

  const day = (d: Date) => d.toISOString().slice(0, 10);
  const params = {
    from: day(new Date(Date.now() - (SPAN_DAYS + 1) * 86_400_000)),
    to: day(new Date()),
  };
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const result = await rules.backtest(tenantId, params);
  const wallS = (performance.now() - t0) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuUs = (used.user + used.system) / result.total;
  console.log(
    JSON.stringify({
      total: result.total,
      changed: result.changed,
      live: result.live,
      draft: result.draft,
    }),
  );
  console.log(
    `backtest: ${result.total.toLocaleString('en-US')} reports, wall ${wallS.toFixed(2)} s, ` +
      `CPU ${cpuUs.toFixed(1)} µs/report (this process), ` +
      `${Math.round(result.total / wallS).toLocaleString('en-US')} reports/s`,
  );
} finally {
  await app.close();
}
