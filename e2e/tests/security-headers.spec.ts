/**
 * Security headers of the static servers (scripts/serve-static.mjs):
 * every public screen runs under the Content Security Policy with no violation (the
 * signed-in screens are checked by the walks of accessibility.spec.ts, which load every one); the
 * shell's pages carry the headers and no CORS, a remote's files are readable by the shell's origin
 * only, the sign-in page cannot be framed, and TRACE answers 405.
 */
import { createServer, request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { expectPolicy, recordViolations } from '../support/csp';
import { publicRoutes } from '../support/routes';
import { portOf, ports, REMOTE_NAMES, shellUrl } from '../support/servers';
import { scaled } from '../support/time';

const remoteUrl = `http://localhost:${ports.demo}`;
/** The framing page's port: the last of the extra servers' range (support/extra-servers.ts). */
const FRAMER_PORT = ports.shell + 59;

/** Opens a screen, checks its document had the policy, and waits until its content is shown. */
async function openUnderPolicy(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const document = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && response.url().startsWith(shellUrl),
  );
  await page.goto(path);
  expectPolicy(await document, path);
  await ready(page);
  await expect(page.getByText('This section could not be loaded')).toHaveCount(0);
  // Lazy parts (a chart, the report map, a tab's data) load after the first render.
  await page.waitForLoadState('networkidle');
}

const byText = (text: string) => async (page: Page) => {
  await page
    .getByText(text, { exact: true })
    .first()
    .waitFor({ timeout: scaled(15_000) });
};
const anyHeading = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
    timeout: scaled(15_000),
  });
};

/** A raw request with any method (fetch refuses TRACE): the status and the `allow` header. */
function send(method: string, url: string): Promise<{ status: number; allow?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, allow: res.headers.allow as string | undefined }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

test('every public screen loads under the CSP with no violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await recordViolations(page);
  const screens = [
    ...publicRoutes.map((route) => ({ path: route.path, ready: byText(route.ready) })),
    { path: '/forgot-password', ready: anyHeading },
    { path: '/reset-password?token=not-a-real-token', ready: anyHeading },
    { path: '/confirm-email-change?token=not-a-real-token', ready: anyHeading },
    { path: '/privacy.html', ready: anyHeading },
    { path: '/terms.html', ready: anyHeading },
  ];
  for (const screen of screens) await openUnderPolicy(page, screen.path, screen.ready);
  expect(violations).toEqual([]);
});

test('the shell page carries the security headers, its remotes in the policy and no CORS', async ({
  request,
}) => {
  const page = await request.get('/', { headers: { origin: 'https://elsewhere.example' } });
  expect(page.ok()).toBe(true);
  const headers = page.headers();
  const policy = headers['content-security-policy'] ?? '';
  const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src '));
  // The remotes of the runtime manifest (support/servers.ts) may run code; nothing inline or eval.
  for (const port of REMOTE_NAMES.map(portOf)) {
    expect(scriptSrc).toContain(`http://localhost:${port}`);
  }
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['access-control-allow-origin']).toBeUndefined();
  // HSTS only when the request came over TLS (a proxy in front says so).
  expect(headers['strict-transport-security']).toBeUndefined();
  const behindTls = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
  expect(behindTls.headers()['strict-transport-security']).toMatch(/max-age=\d{7,}/);
});

test("a remote's files are readable by the shell's origin only", async ({ request }) => {
  const manifest = (await (await request.get(`${remoteUrl}/mf-manifest.json`)).json()) as {
    metaData: { remoteEntry: { name: string } };
  };
  for (const file of ['/mf-manifest.json', `/${manifest.metaData.remoteEntry.name}`]) {
    const fromShell = await request.get(`${remoteUrl}${file}`, { headers: { origin: shellUrl } });
    expect(fromShell.ok(), file).toBe(true);
    expect(fromShell.headers()['access-control-allow-origin'], file).toBe(shellUrl);
    expect(fromShell.headers()['x-content-type-options'], file).toBe('nosniff');
    const fromElsewhere = await request.get(`${remoteUrl}${file}`, {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(fromElsewhere.headers()['access-control-allow-origin'], file).toBeUndefined();
  }
});

test('the sign-in page refuses to be framed by another site', async ({ page }) => {
  // A real page of another origin on the loopback address: Chromium keeps a page it did not get
  // from the network (page.route) or from a public address from framing localhost at all, which
  // would hide what the headers do.
  const framer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>framer</title><iframe src="${shellUrl}/"></iframe>`);
  });
  await new Promise<void>((resolve) => framer.listen(FRAMER_PORT, '127.0.0.1', resolve));
  try {
    const refused = page.waitForEvent('console', (message) =>
      /frame-ancestors 'none'/.test(message.text()),
    );
    const framed = page.waitForResponse(`${shellUrl}/`);
    await page.goto(`http://127.0.0.1:${FRAMER_PORT}/`);
    expect((await framed).headers()['x-frame-options']).toBe('DENY');
    await refused;
    const frame = page.frames().find((f) => f !== page.mainFrame());
    if (!frame) throw new Error('the framing page has no frame');
    expect(frame.url()).not.toBe(`${shellUrl}/`);
    await expect(frame.getByText('Get Started')).toHaveCount(0);
  } finally {
    await new Promise((resolve) => framer.close(resolve));
  }
});

test('TRACE and other methods a static server does not serve answer 405', async () => {
  for (const url of [`${shellUrl}/`, `${shellUrl}/signup`, `${remoteUrl}/mf-manifest.json`]) {
    for (const method of ['TRACE', 'POST', 'DELETE']) {
      const answer = await send(method, url);
      expect(answer.status, `${method} ${url}`).toBe(405);
      expect(answer.allow, `${method} ${url}`).toBe('GET, HEAD, OPTIONS');
    }
  }
});
