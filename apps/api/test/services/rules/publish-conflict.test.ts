// Two publishes (or a publish and a rollback) of one tenant at the same moment: the version number
// is the primary key, so the second insert is refused by the database, and the API answers 409
// CONFLICT rather than a 500 (docs/api-contract.md "Decision rules").
import { describe, expect, it, vi } from 'vitest';
import type { ReportsRepository } from '../../../src/repositories/reports.js';
import type { RulesRepository } from '../../../src/repositories/rules.js';
import { RulesService } from '../../../src/services/rules/service.js';

/** A repository whose next version insert meets another one's number (SQLSTATE 23505). */
function racedRepository(): RulesRepository {
  const taken = Object.assign(new Error('duplicate key value violates unique constraint'), {
    code: '23505',
  });
  return {
    draft: vi.fn(async () => null),
    version: vi.fn(async () => ({
      version: 1,
      mode: 'live',
      createdAt: '2026-12-01T00:00:00.000Z',
      createdBy: 'owner@example.com',
      note: null,
      body: { rules: [], thresholds: { suspicious: 30, risky: 60, declined: 90 } },
    })),
    publish: vi.fn(async () => {
      throw taken;
    }),
  } as unknown as RulesRepository;
}

describe('a publish that meets another at the same moment', () => {
  it.each([
    ['publish', (s: RulesService) => s.publish('t1', 'owner@example.com', 'live', null)],
    ['rollback', (s: RulesService) => s.rollback('t1', 'owner@example.com', 1)],
  ])('%s answers 409 CONFLICT and invalidates nothing', async (_name, act) => {
    const invalidate = vi.fn();
    const service = new RulesService(racedRepository(), {} as ReportsRepository, { invalidate });
    await expect(act(service)).rejects.toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Another version was published at the same moment',
    });
    expect(invalidate).not.toHaveBeenCalled();
  });
});
