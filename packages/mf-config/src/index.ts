export { defineRemoteConfig, devApiOrigin, remoteFederationConfig } from './remote-config';
export type { RemoteBuildCommand, RemoteConfigOptions } from './remote-config';
export {
  DEDUPED,
  SHELL_OWNED,
  installedVersions,
  packageOf,
  parseRequireOverrides,
  providedShellOwned,
  repoRoot,
  requiredRange,
  sharedConfig,
} from './shared';
export type { SharedEntry, SharedName, ShellOwned } from './shared';
export {
  FEDERATION_RUNTIME_KEY,
  esmFederationRuntime,
  federationRuntimeManifest,
} from './federation-runtime';
export type { FederationRuntimeRole } from './federation-runtime';
