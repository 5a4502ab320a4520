// The background preload of the engines and a close during it (a SIGTERM while a process starts):
// the close stops the engines not yet begun, so the process is not held up by work nobody will use.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { AddressEngine, IpEngine } from '@pulse/engines';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { EngineRegistry } from '../../src/engines/registry.js';
import type { DatasetsRepository } from '../../src/repositories/datasets.js';
import type { SanctionsRepository } from '../../src/repositories/sanctions.js';

/** A registry on empty lists; address and IP given as ready engines (their data is not loaded). */
function setup() {
  const logged: string[] = [];
  const log = {
    info: (_obj: unknown, msg: string) => logged.push(msg),
    warn: () => undefined,
    error: () => undefined,
  } as unknown as FastifyBaseLogger;
  const registry = new EngineRegistry({
    datasets: {
      list: async () => [],
      binRecords: async () => [],
    } as unknown as DatasetsRepository,
    sanctions: { list: async () => [] } as unknown as SanctionsRepository,
    overrides: { address: {} as AddressEngine, ip: {} as IpEngine },
    dnsTimeoutMs: 100,
    pollMs: 0,
    log,
  });
  let openGate: () => void = () => undefined;
  registry.waitFor(
    new Promise<void>((resolve) => {
      openGate = resolve;
    }),
  );
  return { registry, logged, openGate };
}

const engines = (r: EngineRegistry) => r.status().engines;

/** Waits until `done()` holds, one event-loop turn at a time (at most 200 turns). */
async function turnsUntil(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await yieldToEventLoop();
  expect(done()).toBe(true);
}

/** Lets `n` event-loop turns pass: room for a load that should not start to start. */
async function turns(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await yieldToEventLoop();
}

describe('EngineRegistry preload', () => {
  it('loads every engine, then says so', async () => {
    const { registry, logged, openGate } = setup();
    registry.start(true);
    openGate();
    await turnsUntil(() => logged.includes('engines loaded'));
    expect(engines(registry)).toMatchObject({ bin: 'ready', aml: 'ready' });
  });

  it('a close while one engine loads lets that one finish and starts no other', async () => {
    const { registry, logged, openGate } = setup();
    registry.start(true);
    // The BIN table waits for the first-start import (the gate); the AML index comes after it.
    await turnsUntil(() => engines(registry).bin === 'loading');
    registry.close();
    openGate();
    await turnsUntil(() => engines(registry).bin === 'ready');
    await turns(20);
    expect(engines(registry).aml).toBe('idle');
    expect(logged).not.toContain('engines loaded');
  });

  it('a close before the preload began loads nothing', async () => {
    const { registry, openGate } = setup();
    registry.start(true);
    registry.close();
    openGate();
    await turns(20);
    expect(engines(registry)).toMatchObject({ bin: 'idle', aml: 'idle' });
  });
});
