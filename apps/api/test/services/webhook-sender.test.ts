// One delivery attempt: a hanging receiver costs at most the time limit; refused addresses are
// never connected to; the retry schedule.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { refusedAddress } from '../../src/services/webhooks/address-policy.js';
import { retryDelayMs } from '../../src/services/webhooks/backoff.js';
import { sendWebhook } from '../../src/services/webhooks/sender.js';

const input = { body: '{}', headers: {}, timeoutMs: 300, allowLoopback: true };

describe('sendWebhook', () => {
  it('gives up on a receiver that never answers after the time limit', async () => {
    const server = http.createServer(() => undefined); // never answers
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const r = await sendWebhook({ ...input, url: `http://127.0.0.1:${port}/` });
      expect(r.statusCode).toBeNull();
      expect(r.error).toBe('Timed out after 300 ms');
      expect(r.durationMs).toBeGreaterThanOrEqual(290);
      expect(r.durationMs).toBeLessThan(2000);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('refuses private addresses, and loopback unless allowed, without connecting', async () => {
    for (const url of [
      'http://10.1.2.3/',
      'http://169.254.169.254/',
      'http://[fd00::1]/',
      'http://[::ffff:192.168.0.1]/',
    ]) {
      const r = await sendWebhook({ ...input, url });
      expect(r, url).toMatchObject({ statusCode: null, refused: true });
      expect(r.error, url).toMatch(/^Refused: /);
    }
    const byName = await sendWebhook({
      ...input,
      url: 'http://localhost:9/',
      allowLoopback: false,
    });
    expect(byName).toMatchObject({
      refused: true,
      error: 'Refused: 127.0.0.1 is a loopback address',
    });
    const literal = await sendWebhook({
      ...input,
      url: 'http://127.0.0.1:9/',
      allowLoopback: false,
    });
    expect(literal.refused).toBe(true);
  });

  it('classifies addresses', () => {
    expect(refusedAddress('93.184.216.34', false)).toBeNull();
    expect(refusedAddress('2606:2800:220:1:248:1893:25c8:1946', false)).toBeNull();
    expect(refusedAddress('127.0.0.1', true)).toBeNull();
    expect(refusedAddress('::1', false)).toBe('::1 is a loopback address');
    expect(refusedAddress('100.64.0.1', true)).toBe('100.64.0.1 is a carrierGradeNat address');
    expect(refusedAddress('0.0.0.0', true)).toBe('0.0.0.0 is a unspecified address');
  });
});

describe('retryDelayMs', () => {
  it('doubles from 30 s up to 1 h, with the delay between half and all of the step', () => {
    expect([1, 2, 3, 4, 8, 9, 20].map((n) => retryDelayMs(n, 1 - 1e-9))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
    expect(retryDelayMs(1, 0)).toBe(15_000);
    expect(retryDelayMs(9, 0)).toBe(1_800_000);
  });
});
