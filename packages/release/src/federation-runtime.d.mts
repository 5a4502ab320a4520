// Types of federation-runtime.mjs for the TypeScript that imports it (the browser tests).
export const FEDERATION_RUNTIME_KEY: 'federationRuntime';
export const PROVIDER_CODE: string;
export function needsExternalRuntime(manifest: object): boolean;
export function shellRuntime(shellDir: string): {
  provides: boolean;
  how: 'manifest' | 'code' | 'none';
  runtimeVersion?: string;
};
export function runtimeProblem(
  remote: string,
  manifest: object,
  shell: { provides: boolean; runtimeVersion?: string },
  shellLabel: string,
): string | undefined;
