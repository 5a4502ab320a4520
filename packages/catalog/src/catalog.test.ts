import { describe, expect, it } from 'vitest';
import {
  CATALOG,
  CATALOG_BY_KEY,
  ENTERPRISE_ONLY_SERVICES,
  SERVICE_KEYS,
  USAGE_CATEGORIES,
  catalogEntry,
  isEnterpriseOnly,
  isServiceKey,
  serviceDisplayName,
} from './index.js';

describe('service catalog', () => {
  it('lists the eight services once each, in display order', () => {
    expect(CATALOG.map((e) => e.key)).toEqual([...SERVICE_KEYS]);
    expect(CATALOG.map((e) => e.sortOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('carries the names, prices, free calls and minimums of the product', () => {
    expect(
      CATALOG.map((e) => [
        e.key,
        e.displayName,
        e.category,
        e.freeCallsPerMonth,
        e.costPerCallCents,
        e.topUpMinimum,
      ]),
    ).toEqual([
      ['emailLookup', 'Email Lookup', 'email_ip_phone', 100, 2, 500],
      ['phoneLookup', 'Phone Lookup', 'email_ip_phone', 100, 3, 500],
      ['ipLookup', 'IP Lookup', 'email_ip_phone', 100, 1, 500],
      ['addressLookup', 'Address Lookup', 'address', 50, 5, 500],
      ['binLookup', 'BIN Lookup', 'bin', 500, 1, 25000],
      ['amlPerson', 'Individual AML Screening', 'aml', 25, 20, 500],
      ['amlBusiness', 'Business AML Screening', 'aml', 25, 20, 500],
      ['fraudEngine', 'Fraud Engine', null, 0, 50, null],
    ]);
  });

  it('gives each service a distinct API path and answer key', () => {
    expect(Object.fromEntries(CATALOG.map((e) => [e.key, [e.path, e.pulseKey]]))).toEqual({
      emailLookup: ['/emaillookup', 'emailPulse'],
      phoneLookup: ['/phonelookup', 'phonePulse'],
      ipLookup: ['/iplookup', 'ipPulse'],
      addressLookup: ['/addresslookup', 'addressPulse'],
      binLookup: ['/binlookup', 'binPulse'],
      amlPerson: ['/amlperson', 'individualAMLPulse'],
      amlBusiness: ['/amlbusiness', 'businessAMLPulse'],
      fraudEngine: ['/fraud-engine', 'fraudEngine'],
    });
    expect(new Set(CATALOG.map((e) => e.path)).size).toBe(8);
    expect(new Set(CATALOG.map((e) => e.pulseKey)).size).toBe(8);
  });

  it('keeps prices and counts whole and non-negative, and categories known', () => {
    for (const e of CATALOG) {
      expect(Number.isInteger(e.costPerCallCents) && e.costPerCallCents >= 0).toBe(true);
      expect(Number.isInteger(e.freeCallsPerMonth) && e.freeCallsPerMonth >= 0).toBe(true);
      if (e.topUpMinimum !== null) expect(e.topUpMinimum).toBeGreaterThan(0);
      if (e.category !== null) expect(USAGE_CATEGORIES).toContain(e.category);
    }
  });

  it('sells the fraud engine only under an enterprise agreement', () => {
    expect(ENTERPRISE_ONLY_SERVICES).toEqual(['fraudEngine']);
    expect(isEnterpriseOnly('fraudEngine')).toBe(true);
    expect(isEnterpriseOnly('binLookup')).toBe(false);
  });

  it('looks services up by key and refuses unknown keys', () => {
    expect(catalogEntry('ipLookup').path).toBe('/iplookup');
    expect(CATALOG_BY_KEY.amlPerson.pulseKey).toBe('individualAMLPulse');
    expect(serviceDisplayName('addressLookup')).toBe('Address Lookup');
    expect(isServiceKey('emailLookup')).toBe(true);
    expect(isServiceKey('EmailLookup')).toBe(false);
    expect(isServiceKey('toString')).toBe(false);
    expect(isServiceKey(undefined)).toBe(false);
  });
});
