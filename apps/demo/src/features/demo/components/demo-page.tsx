/**
 * The exposed module path of the Demo page (`./DemoPage` in src/exposes.ts) and the standalone
 * bootstrap still point here. The page composes several features, so it lives in src/app; this file
 * only forwards to it until those two files point at src/app/demo-page.tsx.
 */
export { DemoPage } from '../../../app/demo-page';
