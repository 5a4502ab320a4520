/**
 * The compatibility rule the shell applies (packages/mf-config/src/compat.ts) and its list of
 * shell-owned modules (packages/mf-config/src/shared.ts), so that a release refuses exactly what
 * the shell would refuse, never by a copy of the rule. Here they are read from their TypeScript
 * sources with jiti; deploy/bundle.mjs compiles the same sources into the release bundle in place
 * of this module, since the release image holds no sources.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let loaded;

/**
 * The shell's rule and list, loaded once, on first use: only a compatibility check needs them.
 * @returns {Promise<{
 *   SHELL_OWNED: readonly string[],
 *   incompatibilities: (remote: string, manifest: object, provides: object) => object[],
 *   describeIncompatibility: (problem: object) => string,
 * }>} `incompatibilities` and `describeIncompatibility` of compat.ts, `SHELL_OWNED` of shared.ts
 */
export async function compatRule() {
  loaded ??= (async () => {
    const { createJiti } = await import('jiti');
    const jiti = createJiti(import.meta.url);
    const { SHELL_OWNED } = await jiti.import(
      path.join(repoRoot, 'packages/mf-config/src/shared.ts'),
    );
    const { incompatibilities, describeIncompatibility } = await jiti.import(
      path.join(repoRoot, 'packages/mf-config/src/compat.ts'),
    );
    return { SHELL_OWNED, incompatibilities, describeIncompatibility };
  })();
  return loaded;
}
