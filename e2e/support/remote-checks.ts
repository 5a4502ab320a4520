import { expect, type Page } from '@playwright/test';

/** What shows that each remote page rendered (its own heading or main field). */
export const remotePageChecks = {
  dashboard: {
    path: '/dashboard',
    visible: (page: Page) => page.getByRole('heading', { level: 1, name: 'Dashboard' }),
  },
  licenseKey: {
    path: '/license-key',
    visible: (page: Page) => page.getByRole('textbox', { name: 'API Key' }),
  },
  reports: {
    path: '/reports',
    visible: (page: Page) => page.getByRole('heading', { level: 1, name: 'Transaction Reports' }),
  },
  demo: {
    path: '/demo',
    visible: (page: Page) => page.getByRole('heading', { level: 1, name: 'Service Demo' }),
  },
  billing: {
    path: '/billing',
    visible: (page: Page) => page.getByRole('heading', { level: 1, name: 'Billing' }),
  },
} as const;

export type RemotePageKey = keyof typeof remotePageChecks;

/** Opens a remote page through the sidebar-free route and waits for its content. */
export async function expectPageRenders(page: Page, key: RemotePageKey): Promise<void> {
  const check = remotePageChecks[key];
  await page.goto(check.path);
  await expect(check.visible(page)).toBeVisible();
  await expect(page.getByText('This section could not be loaded')).toHaveCount(0);
}

/**
 * Collects console errors and uncaught page errors from now on (React's ContextError, "is not a
 * function", a failed chunk). Network noise the product expects is not a console error.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Points one remote at another manifest URL in the runtime manifest this page reads. */
export async function overrideRemote(page: Page, remote: string, manifestUrl: string) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as Record<string, string>;
    await route.fulfill({ response, json: { ...manifest, [remote]: manifestUrl } });
  });
}
