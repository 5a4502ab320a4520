import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { EventBus } from '../../src/services/events.js';

const errors: unknown[] = [];
const log = { error: (obj: unknown) => errors.push(obj) } as unknown as FastifyBaseLogger;

describe('EventBus', () => {
  it('hands each event to every subscriber in order, with its time', async () => {
    const bus = new EventBus(log);
    const seen: string[] = [];
    bus.subscribe((e) => {
      seen.push(`a:${e.type}:${e.tenantId}`);
    });
    bus.subscribe(async (e) => {
      seen.push(`b:${e.type}:${e.occurredAt instanceof Date}`);
    });
    await bus.publish({ type: 'report.created', tenantId: 'c7', data: { id: 1 } });
    expect(seen).toEqual(['a:report.created:c7', 'b:report.created:true']);
  });

  it('keeps going when a subscriber throws, and stops after unsubscribe', async () => {
    const bus = new EventBus(log);
    let count = 0;
    bus.subscribe(() => {
      throw new Error('boom');
    });
    const off = bus.subscribe(() => {
      count += 1;
    });
    await expect(
      bus.publish({ type: 'balance.low', tenantId: 'c1', data: {} }),
    ).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    off();
    await bus.publish({ type: 'balance.low', tenantId: 'c1', data: {} });
    expect(count).toBe(1);
  });
});
