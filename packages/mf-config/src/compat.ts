import satisfies from 'semver/functions/satisfies';
import validRange from 'semver/ranges/valid';

/**
 * The compatibility rule (docs/delivery.md, "Compatibility rule"): whether a remote's build may run
 * inside a shell, from the remote's `mf-manifest.json` and the versions of the shell-owned modules
 * (`SHELL_OWNED`, shared.ts) the shell provides. The shell applies it before it registers a remote;
 * the release gates (@pulse/release) apply the same module, so a release refuses exactly what the
 * live shell would refuse.
 */

/** The parts of a remote's `mf-manifest.json` the shell reads. */
export type RemoteBuildManifest = {
  metaData?: {
    buildInfo?: { buildVersion?: string };
    /** The entry script, relative to the remote's public path. */
    remoteEntry?: { name?: string };
    /** Where its files are: a URL, or `auto` (beside its `mf-manifest.json`). */
    publicPath?: string;
  };
  /** Each exposed module and the scripts it needs, relative to the public path. */
  exposes?: Array<{
    name: string;
    path?: string;
    assets?: { js?: { sync?: string[]; async?: string[] } };
  }>;
  shared?: Array<{
    name: string;
    requiredVersion?: string | false;
    assets?: { js?: { sync?: string[]; async?: string[] } };
  }>;
};

/** Why a remote cannot run inside this shell. */
export type Incompatibility =
  | { kind: 'version'; remote: string; pkg: string; required: string; provided: string }
  | { kind: 'copy'; remote: string; pkg: string };

/**
 * Checks a remote's declared needs against what the shell provides (docs/delivery.md,
 * "Compatibility rule"): for every shell-owned module the remote lists, the shell's version must
 * satisfy the remote's range, and the remote must not ship its own copy of it.
 * @param provides shell-owned module → version the shell provides
 * @returns every problem found; empty when the remote may render
 */
export function incompatibilities(
  remote: string,
  manifest: RemoteBuildManifest,
  provides: Record<string, string>,
): Incompatibility[] {
  const problems: Incompatibility[] = [];
  for (const shared of manifest.shared ?? []) {
    const provided = provides[shared.name];
    if (provided === undefined) continue;
    const js = shared.assets?.js;
    if ((js?.sync?.length ?? 0) + (js?.async?.length ?? 0) > 0) {
      problems.push({ kind: 'copy', remote, pkg: shared.name });
      continue;
    }
    const required = shared.requiredVersion;
    if (typeof required !== 'string' || required === '*') continue;
    if (!validRange(required) || !satisfies(provided, required)) {
      problems.push({ kind: 'version', remote, pkg: shared.name, required, provided });
    }
  }
  return problems;
}

/** One sentence per problem, as the remote's panel shows it. */
export function describeIncompatibility(problem: Incompatibility): string {
  return problem.kind === 'version'
    ? `The ${problem.remote} section needs ${problem.pkg} ${problem.required}; this dashboard provides ${problem.pkg} ${problem.provided}.`
    : `The ${problem.remote} section ships its own copy of ${problem.pkg}, which only the dashboard may provide.`;
}

/** A remote refused before it rendered: its needs do not match this shell. */
export class RemoteIncompatibleError extends Error {
  readonly problems: Incompatibility[];
  constructor(remote: string, problems: Incompatibility[]) {
    super(
      `${remote} is not compatible with this shell: ${problems.map(describeIncompatibility).join(' ')}`,
    );
    this.name = 'RemoteIncompatibleError';
    this.problems = problems;
  }
}
