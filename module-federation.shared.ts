/**
 * Modules shared by the shell and every remote as singletons: one React tree, one router (through
 * @pulse/router), one jotai store, one toast queue, one Chakra system (through @pulse/ui). Workspace packages carry
 * an explicit requiredVersion because their dependants name them `workspace:*`.
 *
 * @pulse/ui is shared as four entries because Module Federation ships a shared module whole: the core
 * (everything the public pages need) and three heavier entries that load with the first page using
 * them. The shell provides every entry and registers its shares first, so all four always come from
 * the shell's build, on the shell's one Chakra instance and system.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  jotai: { singleton: true, requiredVersion: '^3.0.0' },
  'jotai/utils': { singleton: true, requiredVersion: '^3.0.0' },
  '@emotion/react': { singleton: true, requiredVersion: '^11.0.0' },
  notistack: { singleton: true, requiredVersion: '^3.0.0' },
  '@pulse/auth': { singleton: true, requiredVersion: '0.0.0' },
  '@pulse/api-client': { singleton: true, requiredVersion: '0.0.0' },
  '@pulse/ui': { singleton: true, requiredVersion: '0.0.0' },
  '@pulse/ui/forms': { singleton: true, requiredVersion: '0.0.0' },
  '@pulse/ui/overlays': { singleton: true, requiredVersion: '0.0.0' },
  '@pulse/ui/data': { singleton: true, requiredVersion: '0.0.0' },
  '@pulse/router': { singleton: true, requiredVersion: '0.0.0' },
  // Not singletons, only de-duplicated: the shell's sign-in forms and the demo and billing
  // remotes' forms then download one copy between them.
  'final-form': { requiredVersion: '^5.0.0' },
  'react-final-form': { requiredVersion: '^7.0.0' },
  yup: { requiredVersion: '^1.0.0' },
} as const;
