import type { ShellOwned } from '@pulse/mf-config';

/**
 * A loader for every shell-owned shared module (docs/delivery.md, "Who provides what"), keyed by
 * share name; the type makes a new shell-owned module without a loader fail the type check.
 * - They make the shell's build provide every entry, also those only remote pages import (Rspack
 *   provides a shared module only when the build references it; an entry provided by a remote's
 *   build would carry that remote's copy of Chakra, outside the shell's ChakraProvider).
 * - `manifest.ts` runs them all before it registers a remote, so each is loaded in the shell's
 *   share scope: a remote registered anew (Retry after a redeploy) resolves every share it
 *   declares to the shell's copy, whichever pages this tab opened before.
 * provided-shares.test.ts checks the list against SHELL_OWNED.
 */
export const shellOwnedShares = {
  react: () => import('react'),
  'react-dom': () => import('react-dom'),
  jotai: () => import('jotai'),
  'jotai/utils': () => import('jotai/utils'),
  '@emotion/react': () => import('@emotion/react'),
  notistack: () => import('notistack'),
  '@pulse/router': () => import('@pulse/router'),
  '@pulse/ui': () => import('@pulse/ui'),
  '@pulse/ui/forms': () => import('@pulse/ui/forms'),
  '@pulse/ui/overlays': () => import('@pulse/ui/overlays'),
  '@pulse/ui/data': () => import('@pulse/ui/data'),
  '@pulse/auth': () => import('@pulse/auth'),
  '@pulse/api-client': () => import('@pulse/api-client'),
  '@tanstack/react-query': () => import('@tanstack/react-query'),
} satisfies Record<ShellOwned, () => Promise<unknown>>;

/** Loads every shell-owned module into the shell's share scope (see `shellOwnedShares`). */
export function loadShellOwnedShares(): Promise<unknown[]> {
  return Promise.all(Object.values(shellOwnedShares).map((load) => load()));
}
