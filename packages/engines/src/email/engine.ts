import validator from 'validator';
import { createDnsResolver, query, type DnsOutcome, type DnsResolver } from '../common/dns.js';
import { packageSource } from '../common/packages.js';
import { Decision, type EngineResult, type SourceInfo } from '../common/result.js';
import { isDisposableDomain, isFreeDomain, isRoleLocalPart, LIST_SOURCES } from './lists.js';
import type { EmailResponse } from './schema.js';

export interface EmailEngineOptions {
  /** DNS resolver (inject a fake in tests). Default: node:dns/promises with `timeoutMs`. */
  resolver?: DnsResolver;
  /** Per-query DNS timeout in ms (default 1500). Queries run in parallel. */
  timeoutMs?: number;
  /**
   * A name that must exist (default `com`). An NXDOMAIN answer is believed only if this name still
   * resolves (TXT answer or NODATA); a resolver that denies it too is broken or sandboxed, and the DNS
   * flags become null instead of false. `null` turns the check off. Cached for 60 s.
   */
  canary?: string | null;
}

export interface EmailEngine {
  lookup(email: string): Promise<EngineResult<EmailResponse>>;
}

const SOURCES: SourceInfo[] = [
  packageSource('validator', 'MIT'),
  ...LIST_SOURCES,
  { name: 'DNS (MX, SPF, DMARC)', version: null, licence: 'live query' },
];

function emptyResponse(email: string): EmailResponse {
  return {
    email,
    validSyntax: false,
    domain: null,
    deliverability: 'undeliverable',
    disposable: null,
    freeProvider: null,
    roleAccount: null,
    dns: null,
    mxRecords: null,
    spf: null,
    dmarc: null,
    domainAge: null,
    firstSeen: null,
    leaked: null,
    honeypot: null,
    smtpScore: null,
    spamTrapScore: null,
  };
}

function hasTxt(o: DnsOutcome<string[][]>, prefix: RegExp): boolean | null {
  if (o.kind === 'unreachable') return null;
  if (o.kind !== 'ok') return false;
  return o.value.some((chunks) => prefix.test(chunks.join('')));
}

/**
 * Creates the email engine.
 *
 * Decision rules (most severe wins; each fired rule is listed in `reasons`):
 *
 * | rule | status |
 * |---|---|
 * | invalid RFC 5321/5322 syntax | DECLINED |
 * | the domain does not exist, has no MX record, or publishes a null MX (RFC 7505) | DECLINED |
 * | disposable domain | RISKY |
 * | role account (admin@, info@, support@…) | SUSPICIOUS |
 * | free mail provider | SUSPICIOUS |
 * | DNS unreachable: MX unknown (documented downgrade) | SUSPICIOUS |
 * | otherwise | VERIFIED |
 *
 * Missing SPF or DMARC is reported in the response but does not change the status.
 */
export function createEmailEngine(options: EmailEngineOptions = {}): EmailEngine {
  const timeoutMs = options.timeoutMs ?? 1500;
  const resolver = options.resolver ?? createDnsResolver({ timeoutMs });
  const canary = options.canary === undefined ? 'com' : options.canary;
  let canaryCheck: { at: number; ok: Promise<boolean> } | null = null;
  /** Whether the resolver can see a name that must exist (so its NXDOMAIN answers are trustworthy). */
  function resolverSane(): Promise<boolean> {
    if (!canary) return Promise.resolve(true);
    const now = Date.now();
    if (!canaryCheck || now - canaryCheck.at > 60_000) {
      canaryCheck = {
        at: now,
        ok: query(() => resolver.resolveTxt(canary), timeoutMs).then(
          (o) => o.kind === 'ok' || o.kind === 'nodata',
        ),
      };
    }
    return canaryCheck.ok;
  }

  return {
    async lookup(input) {
      const raw = String(input ?? '').trim();
      const at = raw.lastIndexOf('@');
      const local = at > 0 ? raw.slice(0, at) : raw;
      const domain =
        at > 0
          ? raw
              .slice(at + 1)
              .toLowerCase()
              .replace(/\.$/, '')
          : '';
      const email = at > 0 ? `${local}@${domain}` : raw;
      const res = emptyResponse(email);
      const d = new Decision();
      if (
        !domain ||
        !validator.isEmail(email, {
          require_tld: true,
          allow_ip_domain: false,
          allow_utf8_local_part: true,
          allow_display_name: false,
        })
      ) {
        d.fire('DECLINED', 'Invalid email address syntax');
        return {
          status: d.status,
          message: 'Invalid email address',
          response: res,
          reasons: d.reasons,
          sources: SOURCES.slice(0, 1),
        };
      }
      res.validSyntax = true;
      res.domain = domain;
      res.disposable = isDisposableDomain(domain);
      res.freeProvider = isFreeDomain(domain);
      res.roleAccount = isRoleLocalPart(local);

      let [mx, txt, dmarc] = await Promise.all([
        query(() => resolver.resolveMx(domain), timeoutMs),
        query(() => resolver.resolveTxt(domain), timeoutMs),
        query(() => resolver.resolveTxt(`_dmarc.${domain}`), timeoutMs),
      ]);
      if ((mx.kind === 'nxdomain' || txt.kind === 'nxdomain') && !(await resolverSane())) {
        const unreachable = { kind: 'unreachable', code: 'ECANARY' } as const;
        [mx, txt, dmarc] = [unreachable, unreachable, unreachable];
      }
      if (mx.kind === 'ok') {
        const hosts = [...mx.value]
          .sort((a, b) => a.priority - b.priority)
          .map((r) => r.exchange.replace(/\.$/, ''));
        const nullMx = hosts.length === 1 && hosts[0] === '';
        res.mxRecords = nullMx ? [] : hosts.filter(Boolean);
      } else if (mx.kind !== 'unreachable') {
        res.mxRecords = [];
      }
      if (mx.kind === 'nxdomain' || txt.kind === 'nxdomain') res.dns = false;
      else if (
        mx.kind === 'ok' ||
        mx.kind === 'nodata' ||
        txt.kind === 'ok' ||
        txt.kind === 'nodata'
      )
        res.dns = true;
      res.spf = hasTxt(txt, /^v=spf1(\s|$)/i);
      res.dmarc = hasTxt(dmarc, /^v=DMARC1(\s|;|$)/i);

      if (res.dns === false) d.fire('DECLINED', `Domain ${domain} does not exist`);
      else if (res.mxRecords !== null && res.mxRecords.length === 0)
        d.fire('DECLINED', `Domain ${domain} accepts no mail (no MX record)`);
      if (res.disposable) d.fire('RISKY', 'Disposable email domain');
      if (res.roleAccount) d.fire('SUSPICIOUS', 'Role account, not a person');
      if (res.freeProvider) d.fire('SUSPICIOUS', 'Free email provider');
      if (res.mxRecords === null)
        d.fire('SUSPICIOUS', 'DNS unreachable: MX, SPF and DMARC unknown');

      res.deliverability =
        res.mxRecords === null
          ? 'unknown'
          : res.mxRecords.length > 0
            ? 'deliverable'
            : 'undeliverable';
      const message =
        d.status === 'VERIFIED'
          ? 'Valid address on a domain that accepts mail'
          : d.reasons.join('; ');
      return { status: d.status, message, response: res, reasons: d.reasons, sources: SOURCES };
    },
  };
}
