// Drift check: the committed openapi.json must equal what the app generates.
// Fix a failure with `pnpm --filter @pulse/api openapi` and commit the file.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { generateOpenApi } from '../src/openapi.js';

describe('openapi.json', () => {
  it('is up to date with the route schemas', async () => {
    const committed = readFileSync(new URL('../openapi.json', import.meta.url), 'utf8');
    const template = inject('pgliteTemplatePath');
    const generated = await generateOpenApi(
      template ? new Blob([readFileSync(template)]) : undefined,
    );
    expect(
      generated === committed,
      'apps/api/openapi.json is stale: run `pnpm --filter @pulse/api openapi`',
    ).toBe(true);
  });
});
