// @vitest-environment node
/// <reference types="node" />
// Drift check: the committed src/generated/schema.ts must equal what `pnpm generate` writes from the
// API's OpenAPI document (same openapi-typescript Node API and header as its CLI).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

const specUrl = new URL('../../../apps/api/openapi.json', import.meta.url);
const committedUrl = new URL('./generated/schema.ts', import.meta.url);
const hasSpec = existsSync(specUrl);

describe('generated API types', () => {
  (hasSpec ? it : it.skip)(
    hasSpec
      ? 'src/generated/schema.ts is up to date with apps/api/openapi.json'
      : 'drift check SKIPPED: apps/api/openapi.json does not exist yet',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'pulse-api-client-'));
      const fresh = join(dir, 'schema.ts');
      writeFileSync(
        fresh,
        `${COMMENT_HEADER}${astToString(await openapiTS(specUrl, { silent: true }))}`,
        'utf8',
      );
      const committed = existsSync(committedUrl) ? readFileSync(committedUrl, 'utf8') : '';
      const upToDate = readFileSync(fresh, 'utf8') === committed;
      if (upToDate) rmSync(dir, { recursive: true, force: true });
      expect(
        upToDate,
        `src/generated/schema.ts is missing or stale (fresh output kept in ${fresh}): run \`pnpm --filter @pulse/api-client generate\``,
      ).toBe(true);
    },
    30_000,
  );
});
