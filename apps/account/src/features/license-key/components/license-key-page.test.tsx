import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { ToastProvider, ToastScope, UiProvider } from '@pulse/ui';
import { STORAGE_KEY } from '@pulse/auth';
import { RouterProvider, createMemoryRouter } from '@pulse/router';
import { LicenseKeyPage } from './license-key-page';

const regenerateApiKey = vi.fn();
vi.mock('@pulse/api-client', () => ({ regenerateApiKey: () => regenerateApiKey() }));

const user = {
  token: 'tok',
  apiKey: 'pk_live_old0000000000000000wxyz',
  clientId: 'cl_123',
  services: { fraudEngine: false },
  fraudEngineServices: {
    phoneLookup: true,
    emailLookup: true,
    binLookup: true,
    addressLookup: true,
    ipLookup: true,
    amlPerson: true,
    amlBusiness: true,
  },
};

// The page links to Developers → API keys, so it renders inside a router.
function wrapper({ children }: { children: ReactNode }) {
  const router = createMemoryRouter([{ path: '*', element: children }], {
    initialEntries: ['/license-key'],
  });
  return (
    <UiProvider>
      <ToastProvider>
        <ToastScope value="app">
          <RouterProvider router={router} />
        </ToastScope>
      </ToastProvider>
    </UiProvider>
  );
}

async function regenerate() {
  fireEvent.click(screen.getByRole('button', { name: 'REGENERATE' }));
  const confirm = await screen.findByRole('button', { name: 'Regenerate' });
  await act(async () => {
    fireEvent.click(confirm);
  });
}

describe('LicenseKeyPage', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ user }));
    regenerateApiKey.mockReset();
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows the read-only Client ID and API Key of the signed-in client', () => {
    render(<LicenseKeyPage />, { wrapper });
    expect(screen.getByRole('heading', { name: 'License Key' })).toBeTruthy();
    const clientId = screen.getByLabelText('Client ID') as HTMLInputElement;
    const apiKey = screen.getByLabelText('API Key') as HTMLInputElement;
    expect(clientId.value).toBe('cl_123');
    expect(apiKey.readOnly).toBe(true);
  });

  it('shows the API key masked until Reveal, and hides it again; Copy copies the whole key', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<LicenseKeyPage />, { wrapper });
    const apiKey = screen.getByLabelText('API Key') as HTMLInputElement;
    expect(apiKey.value).toBe(`pk_live_${'•'.repeat(16)}wxyz`);
    expect(apiKey.value).not.toContain('old0000');

    fireEvent.click(screen.getByRole('button', { name: 'Copy API Key' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(user.apiKey));
    expect(apiKey.value).toContain('•');

    const reveal = screen.getByRole('button', { name: 'Reveal API Key' });
    expect(reveal.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(reveal);
    expect(apiKey.value).toBe(user.apiKey);
    const hide = screen.getByRole('button', { name: 'Hide API Key' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(hide);
    expect(apiKey.value).toBe(`pk_live_${'•'.repeat(16)}wxyz`);
  });

  it('replaces the stored key and says so when regeneration succeeds', async () => {
    const fresh = 'pk_live_new0000000000000000abcd';
    regenerateApiKey.mockResolvedValue({ newApiKey: fresh });
    render(<LicenseKeyPage />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Reveal API Key' }));
    await regenerate();
    await waitFor(() =>
      expect((screen.getByLabelText('API Key') as HTMLInputElement).value).toBe(fresh),
    );
    expect(await screen.findByText('API Key Regenerated Successfully')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEY)).toContain(fresh);
  });

  it('keeps the key and shows the failure toast when regeneration fails', async () => {
    regenerateApiKey.mockRejectedValue(new Error('boom'));
    render(<LicenseKeyPage />, { wrapper });
    await regenerate();
    expect(await screen.findByText('API Key Regeneration Failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reveal API Key' }));
    expect((screen.getByLabelText('API Key') as HTMLInputElement).value).toBe(user.apiKey);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    render(<LicenseKeyPage />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'REGENERATE' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(regenerateApiKey).not.toHaveBeenCalled();
  });
});
