import { defineConfig, devices } from '@playwright/test';
import { shellUrl } from './support/servers';
import { scaled } from './support/time';

/**
 * Specs whose every write lands in tenants of their own (customers they sign up) and that at most
 * read the demo customer, and never stop, hold or replace a server nor time the product: they run
 * two files at a time (tenants are isolated by the product itself), while every other spec runs
 * one at a time on a product of its own. The second group are the read-only specs of the demo customer: nothing in this project
 * writes to it, so what they read holds still.
 */
const TENANT_SPECS = [
  'accessibility',
  'batches',
  'account-journey',
  'developers',
  'developers-keys',
  'developers-webhooks',
  'license-key-sessions',
  'logout',
  'privacy',
  'roles',
  'rules',
  'screening-screens',
  'settings-account',
  'settings-members',
  'settings-security',
  'test-mode',
  'typed-input',
  // Read the demo customer only.
  'dashboard',
  'layout',
  'phone-layout',
  'prerendered-pages',
  'report-detail',
  'security-headers',
  'sign-in-budget',
  'sign-in-video',
  'spec-messages',
  'wide-tables',
];
const specsOf = (names: string[]) => new RegExp(`[\\/](${names.join('|')})\\.spec\\.ts$`);
const tenantSpecs = specsOf(TENANT_SPECS);

/**
 * The shared specs `npm run test:e2e` runs as the shared project's second part, on a product of
 * its own beside the first (PULSE_E2E_SHARED_PART=2; =1 runs the other shared specs;
 * scripts/pulse.mjs). The parts take about the same time (test times of a CI run, 2026-12-06:
 * these 548 s, the others 467 s plus the release builds between their tests), so neither runs long
 * after the tenant project ends. Without the variable the shared project runs every shared spec.
 */
const SHARED_PART_2 = [
  'billing',
  'compat-matrix',
  'data-sources',
  'demo',
  'monitoring',
  'reports',
  'spec-deviations',
];
const part2 = specsOf(SHARED_PART_2);
const sharedPart = process.env.PULSE_E2E_SHARED_PART;
const sharedSpecs =
  sharedPart === '2'
    ? { testMatch: part2 }
    : { testIgnore: sharedPart === '1' ? [tenantSpecs, part2] : tenantSpecs };

/**
 * Browser tests drive Debian's Chromium (no browser download). Two projects: the tenant specs,
 * two workers; and the rest (they share the demo customer, stop and start servers, measure time
 * budgets) with one worker, in sequence. `npm run test:e2e` runs them as three invocations at the
 * same time, each on a product of its own (scripts/pulse.mjs): the tenant specs and the two parts
 * of the shared specs, so the shared specs' server changes never reach another spec and a failed
 * tenant spec does not skip the shared ones.
 */
export default defineConfig({
  testDir: './tests',
  // Hang bounds, multiplied in a team's gate (support/time.ts, PULSE_TIME_SCALE).
  timeout: scaled(60_000),
  // A page's first content waits for its remote's code, fetched and run while two browsers, the
  // API and the static servers share the machine's cores. On two cores under that load (load
  // 12–13) it took more than 10 s in one to three tests of about sixty, different ones each run,
  // and showed later. The waits end as soon as the content shows, so a longer bound costs a
  // passing run nothing; the remotes' time budgets are asserted by their own specs.
  expect: { timeout: scaled(20_000) },
  fullyParallel: false,
  workers: 2,
  // A folder per project: `npm run test:e2e` runs the two at once (scripts/pulse.mjs), and a run
  // empties the folders of its projects when it starts.
  projects: [
    { name: 'tenants', testMatch: tenantSpecs, workers: 2, outputDir: 'test-results/tenants' },
    {
      name: 'shared',
      ...sharedSpecs,
      dependencies: ['tenants'],
      workers: 1,
      // Each part its own folder: the two invocations run at once, and each empties its folder.
      outputDir: `test-results/shared${sharedPart ? `-${sharedPart}` : ''}`,
    },
  ],
  // No retries: a test that passes only on a second try is a bug to find, not a pass.
  retries: 0,
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: shellUrl,
    // No trace by default, as Playwright's own default without retries: recording one (DOM
    // snapshots and a screencast of every action) cost a third of the browser tests' CPU.
    // To investigate a failure, run it again with
    // `--trace retain-on-failure`; the screenshot at the failure is always kept.
    trace: 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    // The suite's visitors ask for less motion: the sign-in page's looping video then stays on its
    // poster, which a test waiting on that page otherwise paid for with about 0.2 s of browser CPU
    // per second. sign-in-video.spec.ts covers both settings.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
