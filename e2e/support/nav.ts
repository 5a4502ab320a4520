import { expect, type Page } from '@playwright/test';
import { remotePageChecks, type RemotePageKey } from './remote-checks';

/** The sidebar link of each remote page. */
export const linkNames: Record<RemotePageKey, string> = {
  dashboard: 'Dashboard',
  licenseKey: 'License Key',
  reports: 'Reports',
  demo: 'Demo',
  billing: 'Billing',
};

/** Opens a remote page from the sidebar (no page load) and waits for its content. */
export async function openFromNav(page: Page, key: RemotePageKey): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: linkNames[key] }).click();
  await expect(remotePageChecks[key].visible(page)).toBeVisible();
  await expect(page.getByText('This section could not be loaded')).toHaveCount(0);
}
