/**
 * First-start seed (docs/architecture.md §5): one verified enterprise demo customer with fraudEngine and all seven
 * sub-services on, and (seedDemoHistory) a few weeks of reports and usage. Idempotent.
 */
import type { EngineResult } from '@pulse/engines';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { generateReferenceId, maskApiKey } from '../lib/reference-id.js';
import { hashPassword } from '../lib/password.js';
import type { Repositories } from '../repositories/index.js';
import { isUniqueViolation } from '../repositories/pg-errors.js';

export const DEMO_EMAIL = 'demo@pulse-demo.com';
export const DEMO_PASSWORD = 'Demo#2026pulse';

// Arbitrary constant: two processes starting together write the demo history once.
const SEED_HISTORY_LOCK = 727_003;

/** @returns true when the demo customer was created by this call */
export async function seedDemo(repos: Repositories, config: Config): Promise<boolean> {
  if (await repos.clients.findByEmail(DEMO_EMAIL)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD, config.scrypt);
  try {
    await repos.transaction(async (tx) => {
      const client = await repos.clients.insert(
        tx,
        {
          fullName: 'Demo Customer',
          email: DEMO_EMAIL,
          companyName: 'Pulse Demo Ltd',
          contactNumber: '+442071234567',
          country: 'GB',
          flags: { fraudEngine: true },
        },
        { agreed: true, ip: null },
      );
      await repos.members.insert(tx, {
        id: client.id,
        tenantId: client.id,
        email: DEMO_EMAIL,
        passwordHash,
        fullName: 'Demo Customer',
        role: 'owner',
        emailVerifiedAt: new Date(),
      });
      await repos.apiKeys.issue(tx, client.id);
    });
    return true;
  } catch (err) {
    // Another process seeded at the same moment.
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/**
 * Sample inputs of the demo history: realistic, varied, and each one something the API accepts.
 * Outcomes are whatever the real engines answer on this machine's data (imported lists included).
 */
export const DEMO_SAMPLES = {
  emailLookup: [
    'olivia.martin@acme-corp.com',
    'liam.nguyen@shopify.com',
    'finance@stripe.com',
    'noreply@github.com',
    'j.smith1987@gmail.com',
    'maria.garcia@outlook.com',
    'kenji.tanaka@yahoo.co.jp',
    'temp4821@mailinator.com',
    'quick.signup@guerrillamail.com',
    'trial-user@10minutemail.com',
    'ceo@example.com',
    'hello@no-such-domain-pulse-demo.com',
    'anna.kowalska@siemens.com',
    'support@microsoft.com',
  ],
  phoneLookup: [
    '+14155552671',
    '+12125550143',
    '+442071838750',
    '+447911123456',
    '+4915123456789',
    '+33142685300',
    '+61291234567',
    '+919876543210',
    '+5511987654321',
    '+81312345678',
    '+18005550199',
    '+445612345678',
    '+449091234567',
    '+447000123456',
    '+99912345678',
  ],
  ipLookup: [
    '8.8.8.8',
    '1.1.1.1',
    '52.95.110.1',
    '13.107.42.14',
    '104.16.132.229',
    '204.8.96.141',
    '185.220.101.1',
    '178.218.144.18',
    '24.48.0.1',
    '73.162.10.1',
    '81.2.69.142',
    '86.160.0.1',
    '5.18.0.1',
    '186.10.0.1',
    '2a01:e35:2f22:e3d0::1',
    '192.168.1.20',
    '10.0.0.5',
  ],
  binLookup: [
    '411111',
    '424242',
    '555555',
    '510510',
    '378282',
    '601111',
    '457173',
    '522222',
    '999999',
    '000000',
  ],
  addressLookup: [
    { address: '10 Downing Street, London', country: 'GB', latitude: 51.5, longitude: -0.12 },
    {
      address: '221B Baker Street, London NW1 6XE, United Kingdom',
      latitude: -33.87,
      longitude: 151.21,
    },
    {
      address: '1600 Amphitheatre Parkway, Mountain View, CA 94043',
      country: 'US',
      latitude: 37.4,
      longitude: -122.1,
    },
    { address: '350 Fifth Avenue, New York, NY 10118', latitude: 51.5, longitude: -0.12 },
    { address: 'Unter den Linden 77, Berlin, Germany', latitude: 48.14, longitude: 11.58 },
    { address: '5 Avenue Anatole France, Paris', country: 'FR', latitude: 48.86, longitude: 2.29 },
    { address: 'PO Box 1234, Sydney NSW 2000, Australia', latitude: -33.87, longitude: 151.21 },
    { address: 'Calle Gran Vía 28, Madrid, Spain' },
    { address: '42 Nowhere Lane, Atlantis' },
  ],
} as const;

/** How many reports of each service the history holds (~4 weeks; IP and phone exceed their free calls). */
const HISTORY_COUNTS = {
  ipLookup: 260,
  phoneLookup: 140,
  emailLookup: 90,
  binLookup: 60,
  addressLookup: 70,
};

/** Paid calls the demo customer bought before the history starts. */
const DEMO_PURCHASES: Record<string, number> = {
  ipLookup: 1000,
  phoneLookup: 500,
  emailLookup: 500,
  addressLookup: 500,
  binLookup: 25000,
  amlPerson: 500,
  amlBusiness: 500,
  fraudEngine: 1000,
};

/** Small deterministic PRNG (mulberry32), so every first start produces the same mix. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Gives the demo customer ~4 weeks of history, once per database: paid calls purchased, then ~620
 * reports produced by the REAL engines on DEMO_SAMPLES, spread over the last 28 days and metered in
 * time order through the same statement as live lookups (free calls of each month first, then paid),
 * so dashboard, reports and billing agree. One transaction under an advisory lock: two processes
 * starting together seed once. @returns the number of reports written (0 when already seeded)
 */
export async function seedDemoHistory(
  app: FastifyInstance,
  now: Date = new Date(),
): Promise<number> {
  const { repos } = app;
  const demo = await repos.clients.findByEmail(DEMO_EMAIL);
  if (!demo) return 0;
  if (await repos.reports.anyForClient(demo.id)) return 0;

  // Run the engines first (outside the transaction): one result per distinct input.
  const [ip, bin, address] = await Promise.all([
    app.engines.ip(),
    app.engines.bin(),
    app.engines.address(),
  ]);
  const email = app.engines.email();
  const phone = app.engines.phone();
  type Sample = { input: Record<string, unknown>; result: EngineResult<unknown> };
  const samples: Record<keyof typeof HISTORY_COUNTS, Sample[]> = {
    emailLookup: await Promise.all(
      DEMO_SAMPLES.emailLookup.map(async (e) => ({
        input: { email: e },
        result: await email.lookup(e),
      })),
    ),
    phoneLookup: DEMO_SAMPLES.phoneLookup.map((p) => ({
      input: { phone: p },
      result: phone.lookup(p),
    })),
    ipLookup: await Promise.all(
      DEMO_SAMPLES.ipLookup.map(async (i) => ({ input: { ip: i }, result: await ip.lookup(i) })),
    ),
    binLookup: DEMO_SAMPLES.binLookup.map((b) => ({ input: { bin: b }, result: bin.lookup(b) })),
    addressLookup: DEMO_SAMPLES.addressLookup.map((a) => ({
      input: { ...a },
      result: address.lookup(a),
    })),
  };

  const rand = prng(20_26);
  const span = 28 * 86_400_000;
  const calls: Array<{
    service: keyof typeof HISTORY_COUNTS;
    sample: Sample;
    at: Date;
    api: boolean;
  }> = [];
  for (const [service, n] of Object.entries(HISTORY_COUNTS) as Array<
    [keyof typeof HISTORY_COUNTS, number]
  >) {
    const list = samples[service];
    for (let i = 0; i < n; i++) {
      const sample = list[Math.floor(rand() * list.length)] ?? list[0];
      if (!sample) continue;
      const at = new Date(now.getTime() - 60_000 - Math.floor(rand() * span));
      calls.push({ service, sample, at, api: rand() < 0.7 });
    }
  }
  calls.sort((a, b) => a.at.getTime() - b.at.getTime());

  const key = (await repos.apiKeys.currentKey(demo.id)) ?? 'pk_live_demo';
  const apiKeyUsed = maskApiKey(key);
  return repos.transaction(
    async (tx) => {
      if (await repos.reports.anyForClient(demo.id, tx)) return 0;
      for (const [service, n] of Object.entries(DEMO_PURCHASES))
        await repos.metering.grant(demo.id, service, n, tx);
      let written = 0;
      for (const c of calls) {
        const report = {
          referenceId: generateReferenceId(),
          tenantId: demo.id,
          service: c.service,
          requestType: c.api ? ('api' as const) : ('dashboard' as const),
          status: c.sample.result.status,
          apiKeyUsed,
          inputRequest: c.sample.input,
          result: c.sample.result,
          requestDateTime: c.at,
        };
        if (report.status === 'ERROR') await repos.metering.recordUnmetered(report, tx);
        else if (!(await repos.metering.recordLookup(report, tx))) continue;
        written++;
      }
      return written;
    },
    { advisoryLock: SEED_HISTORY_LOCK },
  );
}
