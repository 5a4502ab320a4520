/**
 * Standalone development: a remote's dev server, opened in a running shell
 * through the dev override (`?remote-reports=<manifest URL>`), renders signed in, since it ships no
 * copy of the shell's modules in dev either, with its live reload connected; an override given on
 * the sign-in page survives sign-in; and its own page still works alone.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startDevRemote, type DevRemote } from '../support/dev-remote';
import { buildVariant, extraPorts, serveStatic, type StaticServer } from '../support/extra-servers';
import { authOf, create, rows } from '../support/reports';
import { stateDir } from '../support/servers';
import { demoUser, sessionOf, signIn } from '../support/session';

// One shell build with the override compiled in (the e2e shell is a production build, which has
// none) and the first compile of the dev server.
test.describe.configure({ timeout: 240_000 });

let devRemote: DevRemote | undefined;
let shell: StaticServer | undefined;

test.beforeAll(async () => {
  // A hook has the project's bound, not the describe's: this one compiles and builds.
  test.setTimeout(240_000);
  // The dev server compiles while the shell builds; it is kept for afterAll even when the build
  // fails, so no dev server outlives the file.
  const starting = startDevRemote('reports', extraPorts.devRemote);
  let dir: string;
  try {
    dir = buildVariant('shell', 'shell-remote-overrides', { PULSE_REMOTE_OVERRIDES: '1' });
  } finally {
    devRemote = await starting;
  }
  shell = await serveStatic(dir, extraPorts.overridesShell, {
    spa: true,
    remotes: path.join(stateDir, 'remotes.json'),
    sockets: [devRemote.url.replace(/^http/, 'ws')],
  });
});

test.afterAll(async () => {
  await Promise.all([devRemote?.stop(), shell?.stop()]);
});

test('a dev server of the reports remote renders in the shell through ?remote-reports=', async ({
  page,
}) => {
  if (!devRemote || !shell) throw new Error('servers not started');
  await signIn(page, demoUser, shell.url, { waitForPreloads: false });
  const id = await create(page.request, authOf(await sessionOf(page)), 'phonelookup', {
    phone: '+14155552671',
  });
  const fromDevServer: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(devRemote?.url ?? '')) fromDevServer.push(request.url());
  });

  await page.goto(`${shell.url}/reports?remote-reports=${devRemote.manifestUrl}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Reports' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(rows(page).filter({ hasText: id })).toHaveCount(1);
  await expect(
    page.getByText('This section is not compatible with this version of Pulse'),
  ).toHaveCount(0);
  // The page came from the dev server, not from the e2e reports server.
  expect(fromDevServer).toContain(devRemote.manifestUrl);
  expect(fromDevServer.some((url) => url.endsWith('.js'))).toBe(true);
});

test('an override on the sign-in page survives sign-in, and live reload connects', async ({
  page,
}) => {
  if (!devRemote || !shell) throw new Error('servers not started');
  const dev = devRemote;
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
  });
  const fromDevServer: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(dev.url)) fromDevServer.push(request.url());
  });
  // The dev server speaks first on its live-reload socket: a frame received means it connected.
  let liveReloadFrames = 0;
  page.on('websocket', (socket) => {
    if (!socket.url().startsWith(dev.url.replace(/^http/, 'ws'))) return;
    socket.on('framereceived', () => (liveReloadFrames += 1));
  });

  await signIn(page, demoUser, shell.url, {
    waitForPreloads: false,
    search: `?remote-reports=${dev.manifestUrl}`,
  });
  await page.getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Reports' })).toBeVisible({
    timeout: 30_000,
  });
  // The page after sign-in came from the dev server, though its URL no longer names it.
  expect(fromDevServer).toContain(dev.manifestUrl);
  await expect.poll(() => liveReloadFrames, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(blocked).toEqual([]);
});

test("the dev server's own page signs in and shows the remote alone", async ({ page }) => {
  if (!devRemote) throw new Error('dev server not started');
  await page.goto(`${devRemote.url}/reports`);
  await expect(
    page.getByRole('heading', { name: 'Sign in to develop the reports remote' }),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Email' }).fill(demoUser.email);
  await page.getByLabel('Password').fill(demoUser.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Reports' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(`reports remote, standalone · ${demoUser.email}`)).toBeVisible();
});
