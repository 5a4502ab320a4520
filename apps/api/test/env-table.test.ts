// The README's configuration table is generated from the environment schema (scripts/env-table.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalise, README, withTable } from '../scripts/env-table.js';

describe('README configuration table', () => {
  it('matches the environment schema (run `pnpm --filter @pulse/api run docs:env`)', () => {
    const readme = readFileSync(README, 'utf8');
    expect(normalise(readme)).toBe(normalise(withTable(readme)));
  });
});
