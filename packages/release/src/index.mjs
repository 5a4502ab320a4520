export {
  APPS,
  REMOTES,
  RELEASES_FILE,
  RUNTIME_MANIFEST,
  activate,
  publishBuild,
  readReleases,
  readRuntimeManifest,
  remoteEntryUrl,
  rollback,
  versionDir,
  writeAtomic,
} from './origin.mjs';
export { previousRelease } from './previous-release.mjs';
