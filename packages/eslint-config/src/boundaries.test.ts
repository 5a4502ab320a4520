import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { boundaryConfigs, browserApps } from './boundaries.js';

// A miniature repository with one file per rule (fixtures/repo): the same config builder the
// repository's eslint.config.js uses, pointed at the fixture root.
const ROOT = path.resolve(import.meta.dirname, '../fixtures/repo');

type Finding = { file: string; rule: string | null; message: string };
let findings: Finding[] = [];

const at = (file: string) => findings.filter((finding) => finding.file === file);
const rulesAt = (file: string) => at(file).map((finding) => finding.rule);

beforeAll(async () => {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      ...boundaryConfigs(ROOT),
    ],
  });
  const results = await eslint.lintFiles(['apps', 'packages']);
  findings = results.flatMap((result) =>
    result.messages.map((message) => ({
      file: path.relative(ROOT, result.filePath),
      rule: message.ruleId,
      message: message.message,
    })),
  );
});

describe('import boundaries', () => {
  it('refuses a feature importing another feature', () => {
    expect(at('apps/demo/src/features/fraud-engine/components/cross-feature.ts')).toEqual([
      expect.objectContaining({
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('A feature never imports another feature'),
      }),
    ]);
  });

  it('refuses a feature importing src/app, and src/app reaching past a feature index.ts', () => {
    expect(at('apps/demo/src/features/fraud-engine/components/reaches-app.ts')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('never imports src/app') }),
    ]);
    expect(at('apps/demo/src/app/deep-import.ts')).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('through its public entry (features/lookups/index.ts)'),
      }),
    ]);
  });

  it('refuses shared code importing a feature', () => {
    expect(at('apps/demo/src/lib/uses-feature.ts')).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('Shared code (src/components, src/lib, src/hooks)'),
      }),
    ]);
  });

  it('refuses an app importing another app, and a package importing an app', () => {
    expect(at('apps/shell/src/app/cross-app.ts')).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('An app never imports another app'),
      }),
    ]);
    expect(at('packages/ui/src/uses-app.ts')).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('A package never imports an app'),
      }),
    ]);
  });

  it("refuses the shell reading a remote's exposes.ts: the contract is @pulse/remote-contracts", () => {
    expect(at('apps/shell/src/app/remotes/remote-pages.tsx')).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('An app never imports another app'),
      }),
    ]);
    expect(at('apps/shell/src/app/exposes-elsewhere.ts')).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('An app never imports another app'),
      }),
    ]);
  });

  it('refuses an import cycle', () => {
    expect(rulesAt('apps/demo/src/lib/cycle-a.ts')).toEqual(['pulse/no-type-cycle']);
    expect(rulesAt('apps/demo/src/lib/cycle-b.ts')).toEqual(['pulse/no-type-cycle']);
  });

  it('refuses browser code importing server code: by package name, Node built-in, database client or path', () => {
    expect(at('apps/shell/src/features/auth/free-mail.ts')).toEqual([
      expect.objectContaining({
        rule: '@typescript-eslint/no-restricted-imports',
        message: expect.stringContaining('Browser code never imports server-side packages'),
      }),
    ]);
    expect(rulesAt('apps/demo/src/lib/node-builtin.ts')).toEqual(['import-x/no-nodejs-modules']);
    expect(rulesAt('apps/demo/src/lib/database.ts')).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(at('packages/ui/src/uses-engines.ts')).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('Browser code never imports server code'),
      }),
    ]);
    expect(at('apps/shell/src/lib/uses-test-utils.ts')).toEqual([
      expect.objectContaining({
        rule: '@typescript-eslint/no-restricted-imports',
        message: expect.stringContaining('Only tests import @pulse/test-utils'),
      }),
    ]);
    expect(at('apps/demo/src/lib/api-code.ts').map((finding) => finding.message)).toEqual([
      expect.stringContaining('An app never imports another app'),
      expect.stringContaining('Browser code never imports server code'),
    ]);
  });

  it("refuses the API's layer breaks: repository → service, service → route or job, route → tables, job → repository, schema → service", () => {
    expect(at('apps/api/src/repositories/uses-service.ts')).toEqual([
      expect.objectContaining({
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('A repository only stores'),
      }),
    ]);
    expect(at('apps/api/src/services/uses-route.ts')).toEqual([
      expect.objectContaining({
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('A service never imports a route'),
      }),
    ]);
    expect(at('apps/api/src/services/uses-jobs.ts')).toEqual([
      expect.objectContaining({
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('A service never imports a route, a plugin or src/jobs'),
      }),
    ]);
    expect(at('apps/api/src/jobs/uses-repository.ts')).toEqual([
      expect.objectContaining({
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('A job calls services'),
      }),
    ]);
    expect(at('apps/api/src/routes/uses-tables.ts')).toEqual([
      expect.objectContaining({
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('never repositories or the tables'),
      }),
    ]);
    expect(at('apps/api/src/schemas/uses-service.ts')).toEqual([
      expect.objectContaining({
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('src/schemas and src/domain are shared'),
      }),
    ]);
  });

  it('refuses an API import cycle made only of type imports', () => {
    expect(at('apps/api/src/services/type-cycle-a.ts')).toEqual([
      expect.objectContaining({
        rule: 'pulse/no-type-cycle',
        message: expect.stringContaining('type-cycle-a.ts → type-cycle-b.ts → type-cycle-a.ts'),
      }),
    ]);
    expect(rulesAt('apps/api/src/services/type-cycle-b.ts')).toEqual(['pulse/no-type-cycle']);
  });

  it('passes clean code: page composition, tests, server code and the features themselves', () => {
    for (const file of [
      'apps/demo/src/app/demo-page.ts',
      'apps/demo/src/features/lookups/components/email-form.ts',
      'apps/demo/src/features/lookups/components/email-form.test.ts',
      'apps/demo/src/features/lookups/index.ts',
      'apps/demo/src/lib/messages.ts',
      'apps/api/src/server.ts',
      'apps/api/src/routes/lookups.ts',
      'apps/api/src/services/lookups.ts',
      'apps/api/src/jobs/lookups.ts',
      'apps/api/src/repositories/lookups.ts',
      'apps/api/src/schemas/lookups.ts',
      'apps/api/src/db/schema.ts',
      'apps/account/src/features/dashboard/index.ts',
      'apps/shell/src/lib/uses-test-utils.test.ts',
      'apps/shell/vitest.setup.ts',
    ])
      expect(at(file)).toEqual([]);
  });

  it('reports nothing else', () => {
    const expected = new Set([
      'apps/demo/src/features/fraud-engine/components/cross-feature.ts',
      'apps/demo/src/features/fraud-engine/components/reaches-app.ts',
      'apps/demo/src/app/deep-import.ts',
      'apps/demo/src/lib/uses-feature.ts',
      'apps/shell/src/app/cross-app.ts',
      'apps/shell/src/app/exposes-elsewhere.ts',
      'apps/shell/src/app/remotes/remote-pages.tsx',
      'packages/ui/src/uses-app.ts',
      'apps/demo/src/lib/cycle-a.ts',
      'apps/demo/src/lib/cycle-b.ts',
      'apps/shell/src/features/auth/free-mail.ts',
      'apps/demo/src/lib/node-builtin.ts',
      'apps/demo/src/lib/database.ts',
      'packages/ui/src/uses-engines.ts',
      'apps/demo/src/lib/api-code.ts',
      'apps/shell/src/lib/uses-test-utils.ts',
      'apps/api/src/repositories/uses-service.ts',
      'apps/api/src/services/uses-route.ts',
      'apps/api/src/services/uses-jobs.ts',
      'apps/api/src/jobs/uses-repository.ts',
      'apps/api/src/routes/uses-tables.ts',
      'apps/api/src/schemas/uses-service.ts',
      'apps/api/src/services/type-cycle-a.ts',
      'apps/api/src/services/type-cycle-b.ts',
    ]);
    expect(findings.filter((finding) => !expected.has(finding.file))).toEqual([]);
  });
});

describe('browserApps', () => {
  it('finds the apps Rsbuild builds, never the API', () => {
    expect(browserApps(ROOT)).toEqual(['account', 'demo', 'shell']);
  });

  it("finds the repository's shell and every remote of its runtime manifest", async () => {
    const repo = path.resolve(import.meta.dirname, '../../..');
    const { default: manifest } = (await import(path.join(repo, 'apps/shell/public/remotes.json'), {
      with: { type: 'json' },
    })) as { default: Record<string, string> };
    expect(browserApps(repo).sort()).toEqual(['shell', ...Object.keys(manifest)].sort());
  });
});
