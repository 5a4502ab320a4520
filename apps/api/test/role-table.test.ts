// The contract's role table is generated from the routes' declared rules (scripts/role-table.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalise } from '../scripts/env-table.js';
import { CONTRACT, withRoleTable } from '../scripts/role-table.js';

describe('docs/api-contract.md role table', () => {
  it('matches src/routes/access.ts (run `pnpm --filter @pulse/api run docs:roles`)', () => {
    const contract = readFileSync(CONTRACT, 'utf8');
    expect(normalise(contract)).toBe(normalise(withRoleTable(contract)));
  });
});
