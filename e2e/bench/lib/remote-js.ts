/**
 * JS each remote adds on the first visit to its route, beyond what the shell already loaded.
 *
 * Every signed-in route of the shell is a remote page, so the starting point is the shell alone:
 * the remotes' origins are blocked, the page opens on a route of another remote and the shell shows
 * its layout with the contained "could not be loaded" panel. The block is lifted, the sidebar link
 * is clicked (a client-side navigation, as a user would), and only the JS responses after that
 * point are counted, whoever serves them (the remote's own chunks, and shared modules the shell
 * provides but had not loaded yet).
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { portOf, REMOTE_NAMES, type RemoteName } from '../../support/servers';
import { ScriptRecorder, describeByApp, kb, tally, type LoadedScript } from './browser';
import { signedInContext, type BrowserState } from './product';

interface RemoteVisit {
  remote: RemoteName;
  route: string;
  /** The sidebar link to the route. */
  link: string;
  /** A route of another remote to land on while the remotes are blocked. */
  landing: string;
  /** What shows once the remote page has rendered. */
  ready: (page: Page) => Locator;
}

const VISITS: RemoteVisit[] = [
  {
    remote: 'demo',
    route: '/demo',
    link: 'Demo',
    landing: '/dashboard',
    ready: (page) => page.getByRole('form', { name: 'Transaction' }),
  },
  {
    remote: 'reports',
    route: '/reports',
    link: 'Reports',
    landing: '/dashboard',
    ready: (page) => page.getByTestId('report-row').first(),
  },
  {
    remote: 'billing',
    route: '/billing',
    link: 'Billing',
    landing: '/dashboard',
    ready: (page) => page.getByRole('table', { name: 'Monthly billing' }),
  },
  {
    remote: 'account',
    route: '/dashboard',
    link: 'Dashboard',
    landing: '/billing',
    ready: (page) => page.getByTestId('dashboard-panels'),
  },
];

/** Every remote of the runtime manifest serves JS that counts as a remote's. */
const remotePorts = new Set(REMOTE_NAMES.map((name) => String(portOf(name))));
const isRemote = (url: URL) => remotePorts.has(url.port);

const TARGET_KB: Partial<Record<RemoteName, number>> = { demo: 120, reports: 120 };

function verdict(remote: RemoteName, bytes: number): string {
  const target = TARGET_KB[remote];
  if (target === undefined) return '—';
  return `< ${target} KB ${bytes / 1024 < target ? '✔' : '— **missed**'}`;
}

/** With BENCH_LIST_SCRIPTS set: each counted script and its size, on stderr. */
function listScripts(label: string, scripts: LoadedScript[]): void {
  for (const script of scripts)
    console.error(`  ${label}: ${kb(script.gzip).padStart(9)}  ${script.url}`);
}

/**
 * Prints one row per remote; for reports also whether Leaflet came with the list, and what opening
 * a report whose detail shows the address map (`mapReportId`) adds.
 */
export async function measureRemoteJs(
  browser: Browser,
  state: BrowserState,
  mapReportId: string,
): Promise<void> {
  console.log('\n| JS on first visit, beyond the shell (gzip level 6) | figure | target |');
  console.log('|---|---|---|');
  for (const visit of VISITS) {
    const context = await signedInContext(browser, state);
    try {
      const page = await context.newPage();
      const recorder = new ScriptRecorder(page);
      await context.route(isRemote, (route) => route.abort());
      await page.goto(visit.landing);
      await page.getByText('This section could not be loaded').waitFor();
      await recorder.settled();
      const shell = tally(recorder.scripts);
      await context.unroute(isRemote);

      const start = recorder.mark();
      await page
        .getByRole('navigation')
        .getByRole('link', { name: visit.link, exact: true })
        .click();
      await visit.ready(page).waitFor({ timeout: 60_000 });
      await recorder.settled();
      const added = recorder.since(start);
      const { total, byApp } = tally(added);
      if (process.env.BENCH_LIST_SCRIPTS) listScripts(visit.remote, added);
      console.log(
        `| ${visit.remote} remote: ${visit.route} after the shell (${kb(shell.total)}) | ${kb(total)} (${describeByApp(byApp)}) | ${verdict(visit.remote, total)} |`,
      );

      if (visit.remote === 'reports') {
        const leafletOnList = added.some((script) => script.leaflet);
        console.log(
          `| reports: Leaflet loaded by the list | ${leafletOnList ? 'yes' : 'no'} | no |`,
        );
        const mark = recorder.mark();
        await page.getByTestId('report-row').filter({ hasText: mapReportId }).click();
        const map = page.getByTestId('address-map');
        await map.locator('path.pulse-marker-address').waitFor({ timeout: 60_000 });
        await recorder.settled();
        const detail = recorder.since(mark);
        if (process.env.BENCH_LIST_SCRIPTS) listScripts('reports detail', detail);
        const leaflet = detail.filter((script) => script.leaflet);
        console.log(
          `| reports: opening a detail with the address map adds | ${kb(tally(detail).total)} (Leaflet chunk ${kb(tally(leaflet).total)}; Leaflet loaded: ${leaflet.length > 0 ? 'yes' : 'no'}) | Leaflet only here |`,
        );
      }
    } finally {
      await context.close();
    }
  }
}
