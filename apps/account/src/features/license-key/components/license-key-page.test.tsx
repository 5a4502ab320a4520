import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEY } from '@pulse/auth';
import { TEST_USER as user, answer, recordRequests } from '@pulse/test-utils';
import { renderPage } from '../../../test/render';
import { LicenseKeyPage } from './license-key-page';

// The page links to Developers → API keys, so it renders inside a router.
function render() {
  return renderPage(<LicenseKeyPage />, { path: '/license-key' });
}

async function regenerate(ui: ReturnType<typeof render>['user']) {
  await ui.click(screen.getByRole('button', { name: 'REGENERATE' }));
  await ui.click(await screen.findByRole('button', { name: 'Regenerate' }));
}

describe('LicenseKeyPage', () => {
  it('shows the read-only Client ID and API Key of the signed-in client', () => {
    render();
    expect(screen.getByRole('heading', { name: 'License Key' })).toBeTruthy();
    const clientId = screen.getByLabelText('Client ID') as HTMLInputElement;
    const apiKey = screen.getByLabelText('API Key') as HTMLInputElement;
    expect(clientId.value).toBe('cl_123');
    expect(apiKey.readOnly).toBe(true);
  });

  it('shows the API key masked until Reveal, and hides it again; Copy copies the whole key', async () => {
    const { user: ui } = render();
    const apiKey = screen.getByLabelText('API Key') as HTMLInputElement;
    expect(apiKey.value).toBe(`pk_live_${'•'.repeat(16)}wxyz`);
    expect(apiKey.value).not.toContain('old0000');

    await ui.click(screen.getByRole('button', { name: 'Copy API Key' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(user.apiKey));
    expect(apiKey.value).toContain('•');

    const reveal = screen.getByRole('button', { name: 'Reveal API Key' });
    expect(reveal.getAttribute('aria-pressed')).toBe('false');
    await ui.click(reveal);
    expect(apiKey.value).toBe(user.apiKey);
    const hide = screen.getByRole('button', { name: 'Hide API Key' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    await ui.click(hide);
    expect(apiKey.value).toBe(`pk_live_${'•'.repeat(16)}wxyz`);
  });

  it('replaces the stored key and says so when regeneration succeeds', async () => {
    const fresh = 'pk_live_new0000000000000000abcd';
    answer('post /user-data/regenerate-api-key', () => ({ newApiKey: fresh }));
    const { user: ui } = render();
    await ui.click(screen.getByRole('button', { name: 'Reveal API Key' }));
    await regenerate(ui);
    await waitFor(() =>
      expect((screen.getByLabelText('API Key') as HTMLInputElement).value).toBe(fresh),
    );
    expect(await screen.findByText('API Key Regenerated Successfully')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEY)).toContain(fresh);
  });

  it('keeps the key and shows the failure toast when regeneration fails', async () => {
    answer('post /user-data/regenerate-api-key', () => Promise.reject({ status: 500 }));
    const { user: ui } = render();
    await regenerate(ui);
    expect(await screen.findByText('API Key Regeneration Failed')).toBeTruthy();
    await ui.click(screen.getByRole('button', { name: 'Reveal API Key' }));
    expect((screen.getByLabelText('API Key') as HTMLInputElement).value).toBe(user.apiKey);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const requests = recordRequests();
    const { user: ui } = render();
    await ui.click(screen.getByRole('button', { name: 'REGENERATE' }));
    await ui.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(requests).toEqual([]);
  });
});
