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
  wentLive,
  withdrawBuild,
  writeAtomic,
} from './origin.mjs';
export { previousRelease } from './previous-release.mjs';
export {
  ReleaseRefused,
  checkCompatible,
  checkSameVersion,
  compatProblems,
  contentHash,
  recordBuild,
  recordedHash,
  shellProvides,
} from './gate.mjs';
export {
  FEDERATION_RUNTIME_KEY,
  PROVIDER_CODE,
  needsExternalRuntime,
  runtimeProblem,
  shellRuntime,
} from './federation-runtime.mjs';
export { appVersion, releaseApp, shellPageOf } from './release-app.mjs';
export {
  GATE_TIME_SCALE,
  failedBrowserTests,
  failedTasks,
  failedVitestTests,
  ownedSpecs,
  refuseOn,
  runBrowserSpecs,
  runChecks,
  runTurbo,
  runUnitTests,
  unclaimedSpecs,
} from './team-gate.mjs';
export { runRelease } from './run-release.mjs';
export { declaredPages, ensureOrigin, pagesOf, smoke } from './smoke.mjs';
