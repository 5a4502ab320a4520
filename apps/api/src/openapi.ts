/**
 * Renders the OpenAPI document of an app as the text committed in `apps/api/openapi.json`
 * (formatted with the repo's Prettier settings when Prettier is installed, so `format:check` agrees).
 */
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

export async function renderOpenApi(app: FastifyInstance): Promise<string> {
  const json = JSON.stringify(app.swagger(), null, 2) + '\n';
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(join(process.cwd(), 'openapi.json'))) ?? {};
    return await prettier.format(json, { ...options, parser: 'json' });
  } catch {
    return json;
  }
}

/**
 * Builds a throw-away app (in-memory database, no listening socket) and renders its document.
 * @param pgliteTemplate optional migrated PGlite dump to skip initdb (tests)
 */
export async function generateOpenApi(pgliteTemplate?: Blob): Promise<string> {
  const stateDir = mkdtempSync(join(tmpdir(), 'pulse-openapi-'));
  const config = loadConfig(
    {},
    {
      stateDir,
      pgliteDataDir: 'memory://',
      outboxDir: join(stateDir, 'outbox'),
      jwtSecret: randomBytes(32),
      keyEncryptionKey: randomBytes(32),
      seedDemo: false,
      preloadEngines: false,
      bundledData: false,
      datasetPollMs: 0,
    },
  );
  const app = await buildApp(config, {
    logger: false,
    ...(pgliteTemplate ? { pgliteTemplate } : {}),
  });
  try {
    return await renderOpenApi(app);
  } finally {
    await app.close();
    rmSync(stateDir, { recursive: true, force: true });
  }
}
