export { defineRemoteConfig, devApiOrigin, remoteFederationConfig } from './remote-config';
export type { RemoteConfigOptions } from './remote-config';
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
