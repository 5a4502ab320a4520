// Writes apps/api/openapi.json (committed; @pulse/api-client generates its types from it).
// Usage: pnpm --filter @pulse/api openapi
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateOpenApi } from '../src/openapi.js';

const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
writeFileSync(target, await generateOpenApi());
console.log(`wrote ${target}`);
