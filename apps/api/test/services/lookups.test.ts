// The metered lookup flow on plain values, without HTTP: the client's flag, ERROR results written
// unmetered, 402 when no call is left, the answer under the catalog's key, and the report written.
import type { EngineResult } from '@pulse/engines';
import { describe, expect, it } from 'vitest';
import type { ClientRow } from '../../src/db/schema/index.js';
import type { EngineRegistry } from '../../src/engines/registry.js';
import type { Repositories } from '../../src/repositories/index.js';
import type { NewReport, Pool } from '../../src/repositories/metering.js';
import { LookupsService, type Caller } from '../../src/services/lookups.js';
import type { MeteringBatcher } from '../../src/services/metering-batcher.js';

function setup(pool: Pool | null = 'free') {
  const metered: NewReport[] = [];
  const unmetered: NewReport[] = [];
  const repos = {
    catalog: { get: async () => ({ displayName: 'Phone Lookup (renamed)' }) },
    metering: { recordUnmetered: async (r: NewReport) => void unmetered.push(r) },
  } as unknown as Repositories;
  const batcher = {
    submit: async (r: NewReport) => {
      metered.push(r);
      return pool;
    },
  } as unknown as MeteringBatcher;
  const service = new LookupsService({
    repos,
    engines: {} as EngineRegistry,
    meteringBatcher: batcher,
  });
  return { service, metered, unmetered };
}

const caller = (phoneLookup = true): Caller => ({
  client: { id: 'c-1', phoneLookup } as unknown as ClientRow,
  requestType: 'api',
  apiKeyMasked: 'pk_live_abcd…wxyz',
  mode: 'live',
});

const result = (status: EngineResult<unknown>['status']): EngineResult<{ ok: boolean }> => ({
  status,
  message: status,
  response: { ok: true },
  reasons: [],
  sources: [],
});

describe('LookupsService.metered', () => {
  it('answers under the catalog key and writes one metered report with the caller', async () => {
    const { service, metered, unmetered } = setup('free');
    const answer = await service.metered(caller(), 'phoneLookup', { phone: '+1' }, () =>
      result('VERIFIED'),
    );
    expect(Object.keys(answer)).toEqual(['phonePulse']);
    expect(answer.phonePulse.report.jsonResponse.results.status).toBe('VERIFIED');
    expect(answer.phonePulse.report.referenceID).toMatch(/^rpt_/);
    expect(metered).toHaveLength(1);
    expect(metered[0]).toMatchObject({
      tenantId: 'c-1',
      service: 'phoneLookup',
      requestType: 'api',
      apiKeyUsed: 'pk_live_abcd…wxyz',
      inputRequest: { phone: '+1' },
    });
    expect(unmetered).toHaveLength(0);
  });

  it('writes an ERROR result without consuming a call', async () => {
    const { service, metered, unmetered } = setup('free');
    await service.metered(caller(), 'phoneLookup', {}, () => result('ERROR'));
    expect(metered).toHaveLength(0);
    expect(unmetered).toHaveLength(1);
  });

  it('refuses a disabled service with 403 before running the engine, naming the stored name', async () => {
    const { service, metered } = setup('free');
    let ran = false;
    await expect(
      service.metered(caller(false), 'phoneLookup', {}, () => {
        ran = true;
        return result('VERIFIED');
      }),
    ).rejects.toMatchObject({
      statusCode: 403,
      code: 'SERVICE_DISABLED',
      message: 'Phone Lookup (renamed) is not enabled for your account. Please contact support.',
    });
    expect(ran).toBe(false);
    expect(metered).toHaveLength(0);
  });

  it('answers 402 when no free or paid call is left', async () => {
    const { service } = setup(null);
    await expect(
      service.metered(caller(), 'phoneLookup', {}, () => result('VERIFIED')),
    ).rejects.toMatchObject({ statusCode: 402, code: 'NO_CALLS_LEFT' });
  });
});
