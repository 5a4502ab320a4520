/**
 * Browser helpers of the front-end benchmarks: Debian's Chromium with the flags the browser tests
 * use, and a recorder of the JS a page loads, sized as a CDN would send it (gzip level 6).
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { ports } from '../../support/servers';

const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args,
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The app (shell, account, reports…) whose server answered on that port, else the host. */
const appOfPort: Record<string, string> = Object.fromEntries(
  Object.entries(ports).map(([name, port]) => [String(port), name]),
);

export interface LoadedScript {
  url: string;
  /** The app that served it: `shell`, `account`, `reports`, `demo`, `billing`, or a host. */
  app: string;
  /** gzip (level 6) size in bytes. */
  gzip: number;
  /** The script is (or bundles) Leaflet. */
  leaflet: boolean;
}

/** Every `.js` response of a page from the moment it is created, see `scripts` and `settled()`. */
export class ScriptRecorder {
  readonly scripts: LoadedScript[] = [];
  private readonly pending = new Set<Promise<void>>();
  private lastActivity = Date.now();

  constructor(page: Page) {
    page.on('request', () => {
      this.lastActivity = Date.now();
    });
    page.on('response', (response) => {
      this.lastActivity = Date.now();
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      const done = response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => {
          this.scripts.push({
            url: response.url(),
            app: appOfPort[url.port] ?? url.host,
            gzip: gzipSync(body, { level: 6 }).length,
            leaflet: body.includes('leaflet-pane'),
          });
        })
        .finally(() => {
          this.pending.delete(done);
          this.lastActivity = Date.now();
        });
      this.pending.add(done);
    });
  }

  /** Waits until the page has made no request for `quietMs` and every body has been sized. */
  async settled(quietMs = 750): Promise<void> {
    while (this.pending.size > 0 || Date.now() - this.lastActivity < quietMs) {
      await Promise.all(this.pending);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** A mark to pass to `since`. */
  mark(): number {
    return this.scripts.length;
  }

  /** The scripts recorded after `mark`. */
  since(mark: number): LoadedScript[] {
    return this.scripts.slice(mark);
  }
}

/** Total gzip bytes of `scripts`, and the same split by the app that served them. */
export function tally(scripts: LoadedScript[]): { total: number; byApp: Record<string, number> } {
  const byApp: Record<string, number> = {};
  for (const s of scripts) byApp[s.app] = (byApp[s.app] ?? 0) + s.gzip;
  return { total: scripts.reduce((sum, s) => sum + s.gzip, 0), byApp };
}

/** "shell 12.3 KB, demo 45.6 KB" */
export const describeByApp = (byApp: Record<string, number>) =>
  Object.entries(byApp)
    .map(([app, bytes]) => `${app} ${kb(bytes)}`)
    .join(', ');
