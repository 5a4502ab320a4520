import { describe, expect, it } from 'vitest';
import type { ReportDetail, ServiceKey } from '@pulse/api-client';
import { extractResult, fraudEngineParts, reportStatus } from './extract-result';

const result = {
  status: 'VERIFIED',
  message: 'ok',
  response: { isValid: true },
  reasons: ['r1'],
  sources: [{ name: 'libphonenumber-js', version: '1.0', licence: 'MIT' }],
};

function report(apiService: ServiceKey, jsonResponse: Record<string, unknown>): ReportDetail {
  return {
    clientId: 'c',
    apiService,
    requestType: 'api',
    inputRequest: {},
    report: {
      referenceID: 'r',
      apiKeyUsed: 'k',
      requestDateTime: '2026-01-01T00:00:00Z',
      jsonResponse,
    },
  };
}

describe('extractResult (spec §3 result locations)', () => {
  it('reads jsonResponse.results (the API contract)', () => {
    expect(extractResult(report('phoneLookup', { results: result }))).toEqual(result);
  });

  it('reads jsonResponse.<pulseKey> holding the result', () => {
    expect(extractResult(report('phoneLookup', { phonePulse: result }))?.response).toEqual({
      isValid: true,
    });
    expect(extractResult(report('amlPerson', { individualAMLPulse: result }))?.status).toBe(
      'VERIFIED',
    );
  });

  it('reads jsonResponse.<pulseKey> holding a whole lookup answer', () => {
    const answer = { report: { referenceID: 'r', jsonResponse: { results: result } } };
    expect(extractResult(report('emailLookup', { emailPulse: answer }))?.message).toBe('ok');
  });

  it('reads jsonResponse.fraudEngine.results', () => {
    const fe = { ...result, response: { riskScore: 10 } };
    expect(
      extractResult(report('fraudEngine', { fraudEngine: { results: fe } }))?.response,
    ).toEqual({
      riskScore: 10,
    });
  });

  it('reads a jsonResponse that carries response directly', () => {
    expect(
      extractResult(report('ipLookup', { status: 'RISKY', message: 'm', response: { tor: true } })),
    ).toEqual({
      status: 'RISKY',
      message: 'm',
      response: { tor: true },
      reasons: [],
      sources: [],
    });
  });

  it('normalises missing reasons/sources and drops malformed sources', () => {
    const r = extractResult(
      report('binLookup', {
        results: { status: 'ERROR', message: '', response: null, sources: [{ x: 1 }, 'y'] },
      }),
    );
    expect(r).toEqual({ status: 'ERROR', message: null, response: null, reasons: [], sources: [] });
  });

  it('returns null when no location holds a result', () => {
    expect(extractResult(report('phoneLookup', {}))).toBeNull();
    expect(extractResult(report('phoneLookup', { somethingElse: { a: 1 } }))).toBeNull();
    expect(extractResult(null)).toBeNull();
  });

  it('prefers the stored report status over the result status', () => {
    const r = report('phoneLookup', { results: result });
    expect(reportStatus(r, extractResult(r))).toBe('VERIFIED');
    expect(reportStatus({ ...r, status: 'RISKY' }, extractResult(r))).toBe('RISKY');
  });
});

describe('fraudEngineParts', () => {
  it('splits the sub-results, null when skipped', () => {
    const parts = fraudEngineParts({ riskScore: 42, phonePulse: result, emailPulse: null });
    expect(parts.riskScore).toBe(42);
    expect(parts.phonePulse?.status).toBe('VERIFIED');
    expect(parts.emailPulse).toBeNull();
    expect(parts.addressPulse).toBeNull();
    expect(fraudEngineParts(null).riskScore).toBeNull();
  });
});
