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
  apiKey: 'pk_live_old',
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
    expect(apiKey.value).toBe('pk_live_old');
    expect(apiKey.readOnly).toBe(true);
  });

  it('replaces the stored key and says so when regeneration succeeds', async () => {
    regenerateApiKey.mockResolvedValue({ newApiKey: 'pk_live_new' });
    render(<LicenseKeyPage />, { wrapper });
    await regenerate();
    await waitFor(() =>
      expect((screen.getByLabelText('API Key') as HTMLInputElement).value).toBe('pk_live_new'),
    );
    expect(await screen.findByText('API Key Regenerated Successfully')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEY)).toContain('pk_live_new');
  });

  it('keeps the key and shows the failure toast when regeneration fails', async () => {
    regenerateApiKey.mockRejectedValue(new Error('boom'));
    render(<LicenseKeyPage />, { wrapper });
    await regenerate();
    expect(await screen.findByText('API Key Regeneration Failed')).toBeTruthy();
    expect((screen.getByLabelText('API Key') as HTMLInputElement).value).toBe('pk_live_old');
  });

  it('does nothing when the confirmation is cancelled', async () => {
    render(<LicenseKeyPage />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'REGENERATE' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(regenerateApiKey).not.toHaveBeenCalled();
  });
});
