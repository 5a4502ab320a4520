import { describe, expect, it } from 'vitest';
import { describeIncompatibility, incompatibilities, type RemoteBuildManifest } from './compat';

const provides = { '@pulse/ui': '1.0.0', '@pulse/auth': '1.0.0', react: '19.3.1' };
const declared = (name: string, requiredVersion: string, js: string[] = []) => ({
  name,
  requiredVersion,
  assets: { js: { sync: js, async: [] } },
});

describe('incompatibilities', () => {
  it('accepts a remote whose ranges the shell satisfies and that ships no copy', () => {
    const manifest: RemoteBuildManifest = {
      shared: [
        declared('@pulse/ui', '^1.0.0'),
        declared('react', '^19.0.0'),
        declared('yup', '^9'),
      ],
    };
    expect(incompatibilities('demo', manifest, provides)).toEqual([]);
  });

  it('names the package, the range the remote needs and the version the shell provides', () => {
    const problems = incompatibilities(
      'demo',
      { shared: [declared('@pulse/auth', '^1.1.0'), declared('@pulse/ui', '^2.0.0')] },
      provides,
    );
    expect(problems.map(describeIncompatibility)).toEqual([
      'The demo section needs @pulse/auth ^1.1.0; this dashboard provides @pulse/auth 1.0.0.',
      'The demo section needs @pulse/ui ^2.0.0; this dashboard provides @pulse/ui 1.0.0.',
    ]);
  });

  it('refuses a remote that ships its own copy of a shell-owned module', () => {
    const problems = incompatibilities(
      'reports',
      { shared: [declared('@pulse/ui', '^1.0.0', ['static/js/ui.js'])] },
      provides,
    );
    expect(problems.map(describeIncompatibility)).toEqual([
      'The reports section ships its own copy of @pulse/ui, which only the dashboard may provide.',
    ]);
  });

  it('treats an unreadable range as a mismatch, and a missing shared list as nothing declared', () => {
    expect(
      incompatibilities('demo', { shared: [declared('@pulse/ui', 'not a range')] }, provides),
    ).toHaveLength(1);
    expect(incompatibilities('demo', {}, provides)).toEqual([]);
  });
});
