// The fraud engine's combination rules (services/fraud-engine.ts) on hand-made sub-results.
import type { EngineResult, EngineStatus } from '@pulse/engines';
import { describe, expect, it } from 'vitest';
import { combine, runSubServices, type SubResults } from '../../src/services/fraud-engine.js';

// Hand-made results of any sub-service: the rules never read the response object.
const r = <R>(status: EngineStatus): EngineResult<R> => ({
  status,
  message: status.toLowerCase(),
  response: {} as R,
  reasons: [],
  sources: [{ name: `src-${status}`, version: null, licence: 'x' }],
});

const subs = (s: Partial<SubResults>): SubResults => ({
  individualAMLPulse: null,
  businessAMLPulse: null,
  emailPulse: null,
  ipPulse: null,
  phonePulse: null,
  binPulse: null,
  addressPulse: null,
  ...s,
});

describe('combine', () => {
  it('takes the worst status by precedence DECLINED > RISKY > SUSPICIOUS > VERIFIED', () => {
    expect(
      combine(subs({ emailPulse: r('SUSPICIOUS'), ipPulse: r('RISKY'), phonePulse: r('VERIFIED') }))
        .status,
    ).toBe('RISKY');
    expect(combine(subs({ binPulse: r('DECLINED'), ipPulse: r('RISKY') })).status).toBe('DECLINED');
    expect(combine(subs({ phonePulse: r('VERIFIED') })).status).toBe('VERIFIED');
  });

  it('ignores ERROR sub-results unless all are ERROR', () => {
    const c = combine(subs({ individualAMLPulse: r('ERROR'), phonePulse: r('VERIFIED') }));
    expect(c.status).toBe('VERIFIED');
    expect(c.reasons.some((x) => x.startsWith('Individual AML Screening ERROR'))).toBe(true);
    const all = combine(subs({ individualAMLPulse: r('ERROR'), businessAMLPulse: r('ERROR') }));
    expect(all.status).toBe('ERROR');
    expect(all.response.riskScore).toBe(0);
  });

  it('scores max weighted contribution + 10 % of the others, capped at 100', () => {
    // AML DECLINED 100, IP RISKY 0.8×70 = 56, email SUSPICIOUS 0.7×40 = 28 → 100 + 8.4 → 100.
    expect(
      combine(
        subs({
          individualAMLPulse: r('DECLINED'),
          ipPulse: r('RISKY'),
          emailPulse: r('SUSPICIOUS'),
        }),
      ).response.riskScore,
    ).toBe(100);
    // IP RISKY 56 + 0.1 × (phone SUSPICIOUS 28) = 58.8 → 59.
    const c = combine(subs({ ipPulse: r('RISKY'), phonePulse: r('SUSPICIOUS') }));
    expect(c.response.riskScore).toBe(59);
    expect(c.reasons[0]).toBe('Decided by IP Lookup RISKY: risky');
    expect(c.reasons[1]).toBe('Phone Lookup SUSPICIOUS: suspicious');
    expect(c.sources.map((s) => s.name)).toEqual(['src-RISKY', 'src-SUSPICIOUS']);
  });

  it('runs tasks in parallel and turns a thrown engine error into an ERROR sub-result', async () => {
    let running = 0;
    let peak = 0;
    const slow = async <R>(): Promise<EngineResult<R>> => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((res) => setTimeout(res, 20));
      running--;
      return r<R>('VERIFIED');
    };
    const out = await runSubServices({
      emailPulse: slow,
      phonePulse: slow,
      ipPulse: () => {
        throw new Error('boom');
      },
    });
    expect(peak).toBe(2);
    expect(out.ipPulse?.status).toBe('ERROR');
    expect(out.binPulse).toBeNull();
  });
});
