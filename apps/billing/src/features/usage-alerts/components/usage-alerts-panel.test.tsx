import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UsageAlertLine } from '../api/usage-alerts';
import { renderPage } from '../../../test/render';
import { answer } from '@pulse/test-utils';
import { UsageAlertsPanel } from './usage-alerts-panel';

const api = {
  getUsageAlerts: vi.fn<() => Promise<UsageAlertLine[]>>(),
  setUsageAlert: vi.fn<(service: string, threshold: number) => Promise<UsageAlertLine>>(),
  removeUsageAlert: vi.fn<(service: string) => Promise<UsageAlertLine>>(),
};
/** The mock API's usage-alert routes, answered by `api`. */
function serveAlerts() {
  answer('get /billing/alerts', () => api.getUsageAlerts());
  answer('put /billing/alerts/:service', ({ service }, body) =>
    api.setUsageAlert(String(service), (body as { threshold: number }).threshold),
  );
  answer('delete /billing/alerts/:service', ({ service }) => api.removeUsageAlert(String(service)));
}

/** A refusal without a message: the panel shows its own text. */
const REFUSED = { status: 500, body: {} };

const line = (over: Partial<UsageAlertLine>): UsageAlertLine => ({
  service: 'phoneLookup',
  name: 'Phone Lookup',
  status: 'Active',
  callsLeft: 1234,
  threshold: null,
  low: false,
  lastAlertAt: null,
  ...over,
});

const section = (name: string) => screen.getByRole('region', { name });

/** Opens the threshold form of a line ("Set alert" or "Change alert"); returns its field. */
async function open(user: UserEvent, region: HTMLElement, button = 'Set alert') {
  await user.click(within(region).getByRole('button', { name: button }));
  return within(region).getByLabelText('Alert at (calls left)');
}

describe('UsageAlertsPanel', () => {
  let user: UserEvent;
  beforeEach(() => {
    user = userEvent.setup();
    for (const fn of Object.values(api)) fn.mockReset();
    serveAlerts();
  });

  it('shows a spinner while loading, then each active service with its calls left and alert', async () => {
    let resolve!: (v: UsageAlertLine[]) => void;
    api.getUsageAlerts.mockReturnValue(new Promise((r) => (resolve = r)));
    renderPage(<UsageAlertsPanel />);
    expect(screen.getByText('Loading usage alerts')).toBeTruthy();
    resolve([
      line({}),
      line({
        service: 'emailLookup',
        name: 'Email Lookup',
        callsLeft: 80,
        threshold: 100,
        low: true,
      }),
      line({ service: 'binLookup', name: 'BIN Lookup', status: 'Inactive' }),
    ]);
    const phone = await screen.findByRole('region', { name: 'Phone Lookup' });
    expect(phone.textContent).toContain('1,234 calls left · no alert');
    expect(within(phone).queryByRole('button', { name: 'Remove' })).toBeNull();
    // The form opens on demand: no field until "Set alert" is pressed.
    expect(within(phone).getByRole('button', { name: 'Set alert' })).toBeTruthy();
    expect(within(phone).queryByLabelText('Alert at (calls left)')).toBeNull();
    const email = section('Email Lookup');
    expect(email.textContent).toContain('80 calls left · alert at 100');
    expect(within(email).getByText('At or below your alert')).toBeTruthy();
    expect(within(email).getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(within(email).getByRole('button', { name: 'Change alert' })).toBeTruthy();
    // Inactive services have no alert to set.
    expect(screen.queryByRole('region', { name: 'BIN Lookup' })).toBeNull();
    expect(
      screen.getByText(/We e-mail you, and send a balance.low webhook, once each time/),
    ).toBeTruthy();
  });

  it('says "No active services" when none is active', async () => {
    api.getUsageAlerts.mockResolvedValue([line({ status: 'Inactive' })]);
    renderPage(<UsageAlertsPanel />);
    expect(await screen.findByText('No active services')).toBeTruthy();
  });

  it('says the alerts could not be loaded, and Retry loads them again', async () => {
    api.getUsageAlerts.mockRejectedValueOnce(new Error('down'));
    api.getUsageAlerts.mockResolvedValueOnce([line({})]);
    renderPage(<UsageAlertsPanel />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Usage alerts could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Phone Lookup' })).toBeTruthy();
    expect(api.getUsageAlerts).toHaveBeenCalledTimes(2);
  });

  it('saves a threshold typed with a comma, confirms it and shows it on the line', async () => {
    api.getUsageAlerts.mockResolvedValue([line({})]);
    api.setUsageAlert.mockResolvedValue(line({ threshold: 1000 }));
    renderPage(<UsageAlertsPanel />);
    const phone = await screen.findByRole('region', { name: 'Phone Lookup' });
    const field = await open(user, phone);
    expect(document.activeElement).toBe(field);
    const save = within(phone).getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.clear(field);
    await user.type(field, '1,000');
    await user.click(save);
    await waitFor(() => expect(api.setUsageAlert).toHaveBeenCalledWith('phoneLookup', 1000));
    expect(
      await screen.findByText('Alert saved: we will e-mail you at 1,000 Phone Lookup calls left.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(section('Phone Lookup').textContent).toContain('1,234 calls left · alert at 1,000'),
    );
    // Saved: the form closes and the focus is back on the line's button.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(section('Phone Lookup')).getByRole('button', { name: 'Change alert' }),
      ),
    );
    expect(within(section('Phone Lookup')).queryByLabelText('Alert at (calls left)')).toBeNull();
  });

  it('Cancel and Escape close the form without saving, and give the focus back', async () => {
    api.getUsageAlerts.mockResolvedValue([line({ threshold: 100 })]);
    renderPage(<UsageAlertsPanel />);
    const phone = await screen.findByRole('region', { name: 'Phone Lookup' });
    const field = await open(user, phone, 'Change alert');
    expect((field as HTMLInputElement).value).toBe('100');
    await user.clear(field);
    await user.type(field, '5');
    await user.click(within(phone).getByRole('button', { name: 'Cancel' }));
    const change = within(phone).getByRole('button', { name: 'Change alert' });
    await waitFor(() => expect(document.activeElement).toBe(change));
    await open(user, phone, 'Change alert');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(phone).queryByLabelText('Alert at (calls left)')).toBeNull());
    expect(document.activeElement).toBe(
      within(phone).getByRole('button', { name: 'Change alert' }),
    );
    expect(api.setUsageAlert).not.toHaveBeenCalled();
    expect(phone.textContent).toContain('alert at 100');
  });

  it('refuses a threshold out of range or not a whole number, without calling the API', async () => {
    api.getUsageAlerts.mockResolvedValue([line({})]);
    renderPage(<UsageAlertsPanel />);
    const phone = await screen.findByRole('region', { name: 'Phone Lookup' });
    const input = await open(user, phone);
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    await user.click(within(phone).getByRole('button', { name: 'Save' }));
    expect(await within(phone).findByText('Enter a number from 1 to 10,000,000')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '99999999');
    expect(await within(phone).findByText('Enter a number from 1 to 10,000,000')).toBeTruthy();
    expect(api.setUsageAlert).not.toHaveBeenCalled();
  });

  it('removes an alert and says so; a refused save shows the error and keeps the line', async () => {
    api.getUsageAlerts.mockResolvedValue([line({ threshold: 100 })]);
    api.removeUsageAlert.mockResolvedValue(line({ threshold: null }));
    api.setUsageAlert.mockRejectedValue(REFUSED);
    renderPage(<UsageAlertsPanel />);
    const phone = await screen.findByRole('region', { name: 'Phone Lookup' });
    await user.click(within(phone).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Alert removed for Phone Lookup.')).toBeTruthy();
    await waitFor(() =>
      expect(section('Phone Lookup').textContent).toContain('1,234 calls left · no alert'),
    );
    // The Remove button went with the threshold: the focus is on "Set alert".
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(section('Phone Lookup')).getByRole('button', { name: 'Set alert' }),
      ),
    );
    const input = await open(user, section('Phone Lookup'));
    await user.clear(input);
    await user.type(input, '50');
    await user.click(within(section('Phone Lookup')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The alert could not be saved. Please try again.')).toBeTruthy();
    expect(section('Phone Lookup').textContent).toContain('no alert');
    // Refused: the form stays open with what was typed.
    expect(
      (within(section('Phone Lookup')).getByLabelText('Alert at (calls left)') as HTMLInputElement)
        .value,
    ).toBe('50');
  });
});
