import type { DemoPage } from './features/demo/components/demo-page';

/**
 * What the demo remote exposes to the shell. The shell type-checks its imports against
 * `DemoExposes` (a type-only import), so a renamed or re-typed page fails the shell's build.
 */
export const exposes = {
  './DemoPage': './src/features/demo/components/demo-page.tsx',
} as const;

export type DemoExposes = {
  DemoPage: typeof DemoPage;
};
