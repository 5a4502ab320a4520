/**
 * The shared @pulse/ui entries that only remote pages use. Rspack provides a shared module only when
 * the build references it, and the shell must provide every shared singleton: an entry provided by a
 * remote's build would carry that remote's own copy of Chakra, outside the shell's ChakraProvider.
 * These loaders are never called by the shell (remote pages import the entries); they make the
 * shell's build provide them. provided-shares.test.ts checks that every shared module is covered.
 */
export const remoteOnlyShares = {
  '@pulse/ui/overlays': () => import('@pulse/ui/overlays'),
  '@pulse/ui/data': () => import('@pulse/ui/data'),
};
