// The metering figures of /metrics (plugins/metrics.ts), and how metered lookups that arrive
// together are written together (MeteringBatcher).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { apiKey, newCaller } from '../helpers/clients.js';

/** The value of one sample line of the Prometheus text, e.g. `name{labels}`. */
function sample(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`no sample ${name}`);
  return Number(line.slice(name.length + 1));
}

describe('metering metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('counts each lookup once and the statements that wrote them', async () => {
    const c = await newCaller(t.app, t.config.outboxDir);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/phonelookup',
          headers: apiKey(c),
          payload: { phone: '+14155552671' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const text = await t.app.metrics.metrics();
    expect(
      sample(text, 'pulse_metering_outcomes_total{service="phoneLookup",outcome="free"}'),
    ).toBe(8);
    expect(sample(text, 'pulse_metering_batch_size_sum')).toBe(8);
    const statements = sample(text, 'pulse_metering_batch_size_count');
    // PGlite runs statements on this thread, so lookups are gathered per event-loop turn: the
    // eight arrive in one turn and go in one statement. PostgreSQL writes the first at once and
    // the ones that arrive while it is in flight together.
    if (t.app.database.kind === 'pglite') expect(statements).toBe(1);
    else expect(statements).toBeLessThanOrEqual(8);
  });
});
