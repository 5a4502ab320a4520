import { describe, expect, it } from 'vitest';
import type { DnsResolver } from '../common/dns.js';
import { createEmailEngine } from './engine.js';
import { isDisposableDomain, isFreeDomain, isRoleLocalPart } from './lists.js';

const err = (code: string) => Promise.reject(Object.assign(new Error(code), { code }));

/** A fake DNS zone: domain → records. Unknown names are NXDOMAIN; `com` exists (canary). */
function fakeResolver(
  zone: Record<string, { mx?: Array<{ exchange: string; priority: number }>; txt?: string[][] }>,
): DnsResolver {
  return {
    resolveMx: async (h) => (zone[h] ? (zone[h].mx ?? err('ENODATA')) : err('ENOTFOUND')),
    resolveTxt: async (h) => {
      if (h === 'com') return err('ENODATA');
      if (zone[h]) return zone[h].txt ?? err('ENODATA');
      return err('ENOTFOUND');
    },
    reverse: () => err('ENOTFOUND'),
  };
}

const ZONE = {
  'example.org': {
    mx: [
      { exchange: 'mx2.example.org', priority: 20 },
      { exchange: 'mx1.example.org', priority: 10 },
    ],
    txt: [['v=spf1 include:_spf.example.org ~all']],
  },
  '_dmarc.example.org': { txt: [['v=DMARC1; p=reject']] },
  'gmail.com': {
    mx: [{ exchange: 'gmail-smtp-in.l.google.com', priority: 5 }],
    txt: [['v=spf1 redirect=_spf.google.com']],
  },
  '_dmarc.gmail.com': { txt: [['v=DMARC1; p=none']] },
  'mailinator.com': { mx: [{ exchange: 'mail.mailinator.com', priority: 1 }] },
  'nomail.example': { txt: [['hello']] },
  'nullmx.example': { mx: [{ exchange: '', priority: 0 }] },
};

const engine = createEmailEngine({ resolver: fakeResolver(ZONE), timeoutMs: 200 });

describe('email lists', () => {
  it('knows disposable, free and role entries', () => {
    expect(isDisposableDomain('mailinator.com')).toBe(true);
    expect(isDisposableDomain('sub.mailinator.com')).toBe(true);
    expect(isDisposableDomain('example.org')).toBe(false);
    expect(isFreeDomain('gmail.com')).toBe(true);
    expect(isFreeDomain('example.org')).toBe(false);
    expect(isRoleLocalPart('admin')).toBe(true);
    expect(isRoleLocalPart('Support+tickets')).toBe(true);
    expect(isRoleLocalPart('jane.doe')).toBe(false);
  });
});

describe('email engine', () => {
  it('verifies a personal address on a domain with MX, SPF and DMARC', async () => {
    const r = await engine.lookup('Jane.Doe@Example.ORG');
    expect(r.status).toBe('VERIFIED');
    expect(r.response).toMatchObject({
      email: 'Jane.Doe@example.org',
      domain: 'example.org',
      validSyntax: true,
      deliverability: 'deliverable',
      dns: true,
      mxRecords: ['mx1.example.org', 'mx2.example.org'],
      spf: true,
      dmarc: true,
      disposable: false,
      freeProvider: false,
      roleAccount: false,
      domainAge: null,
      firstSeen: null,
      leaked: null,
      honeypot: null,
      smtpScore: null,
      spamTrapScore: null,
    });
    expect(r.reasons).toEqual([]);
  });
  it('a mailinator.com address is disposable: RISKY', async () => {
    const r = await engine.lookup('someone@mailinator.com');
    expect(r.response.disposable).toBe(true);
    expect(r.status).toBe('RISKY');
    expect(r.reasons).toContain('Disposable email domain');
    expect(r.response.spf).toBe(false);
    expect(r.response.dmarc).toBe(false);
  });
  it('a gmail.com address is a free provider: SUSPICIOUS', async () => {
    const r = await engine.lookup('someone@gmail.com');
    expect(r.response.freeProvider).toBe(true);
    expect(r.status).toBe('SUSPICIOUS');
    expect(r.reasons).toEqual(['Free email provider']);
  });
  it('admin@ is a role account: SUSPICIOUS', async () => {
    const r = await engine.lookup('admin@example.org');
    expect(r.response.roleAccount).toBe(true);
    expect(r.status).toBe('SUSPICIOUS');
  });
  it('declines invalid syntax without querying DNS', async () => {
    for (const bad of [
      'plainaddress',
      'a@b',
      'two@@example.org',
      'x@-bad-.com',
      'a b@example.org',
      '',
    ]) {
      const r = await engine.lookup(bad);
      expect(r.status, bad).toBe('DECLINED');
      expect(r.response.validSyntax, bad).toBe(false);
      expect(r.response.mxRecords, bad).toBeNull();
    }
  });
  it('declines a domain without MX, with a null MX, or that does not exist', async () => {
    const noMx = await engine.lookup('x@nomail.example');
    expect(noMx.status).toBe('DECLINED');
    expect(noMx.response).toMatchObject({
      dns: true,
      mxRecords: [],
      deliverability: 'undeliverable',
    });
    const nullMx = await engine.lookup('x@nullmx.example');
    expect(nullMx.status).toBe('DECLINED');
    expect(nullMx.response.mxRecords).toEqual([]);
    const nx = await engine.lookup('x@no-such-domain.example');
    expect(nx.status).toBe('DECLINED');
    expect(nx.response).toMatchObject({ dns: false, mxRecords: [], spf: false });
  });
  it('DNS unreachable (timeout): DNS flags are null, not false, within the timeout', async () => {
    const hang: DnsResolver = {
      resolveMx: () => new Promise(() => {}),
      resolveTxt: () => new Promise(() => {}),
      reverse: () => new Promise(() => {}),
    };
    const e = createEmailEngine({ resolver: hang, timeoutMs: 50 });
    const t = Date.now();
    const r = await e.lookup('someone@gmail.com');
    expect(Date.now() - t).toBeLessThan(1000);
    expect(r.response).toMatchObject({
      dns: null,
      mxRecords: null,
      spf: null,
      dmarc: null,
      deliverability: 'unknown',
      freeProvider: true,
    });
    expect(r.status).toBe('SUSPICIOUS');
    expect(r.reasons).toContain('DNS unreachable: MX, SPF and DMARC unknown');
  });
  it('a resolver that denies everything (sandbox) is treated as unreachable, not as NXDOMAIN', async () => {
    const denyAll: DnsResolver = {
      resolveMx: () => err('ENOTFOUND'),
      resolveTxt: () => err('ENOTFOUND'),
      reverse: () => err('ENOTFOUND'),
    };
    const r = await createEmailEngine({ resolver: denyAll, timeoutMs: 50 }).lookup(
      'jane@example.org',
    );
    expect(r.response.dns).toBeNull();
    expect(r.response.mxRecords).toBeNull();
    expect(r.status).toBe('SUSPICIOUS');
    const trusting = await createEmailEngine({
      resolver: denyAll,
      timeoutMs: 50,
      canary: null,
    }).lookup('jane@example.org');
    expect(trusting.response.dns).toBe(false);
    expect(trusting.status).toBe('DECLINED');
  });
});
