import type { Implements, RemoteExposes } from '@pulse/remote-contracts';
import type { DemoPage } from './app/demo-page';

/**
 * What the demo remote exposes to the shell, held to @pulse/remote-contracts: a missing, extra or
 * re-typed page fails this file's type check, and exposes.test.ts checks each file's export.
 * `./routes` declares where the shell shows these pages (src/routes.ts).
 */
export const exposes = {
  './DemoPage': './src/app/demo-page.tsx',
  './routes': './src/routes.ts',
} as const satisfies RemoteExposes<'demo'> & { './routes': string };

export type DemoModules = Implements<'demo', { DemoPage: typeof DemoPage }>;
