import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BalanceWarningLine } from '../api/balance-warnings';
import { renderPage } from '../../../test/render';
import { answer } from '@pulse/test-utils';
import { BalanceWarningsPanel } from './balance-warnings-panel';

const api = {
  getBalanceWarnings: vi.fn<() => Promise<BalanceWarningLine[]>>(),
  setBalanceWarning: vi.fn<(service: string, threshold: number) => Promise<BalanceWarningLine>>(),
  removeBalanceWarning: vi.fn<(service: string) => Promise<BalanceWarningLine>>(),
};
/** The mock API's balance-warning routes, answered by `api`. */
function serveWarnings() {
  answer('get /billing/balance-warnings', () => api.getBalanceWarnings());
  answer('put /billing/balance-warnings/:service', ({ service }, body) =>
    api.setBalanceWarning(String(service), (body as { threshold: number }).threshold),
  );
  answer('delete /billing/balance-warnings/:service', ({ service }) =>
    api.removeBalanceWarning(String(service)),
  );
}

/** A refusal without a message: the panel shows its own text. */
const REFUSED = { status: 500, body: {} };

const line = (over: Partial<BalanceWarningLine>): BalanceWarningLine => ({
  service: 'phoneLookup',
  name: 'Phone Lookup',
  status: 'Active',
  callsLeft: 1234,
  threshold: null,
  low: false,
  lastWarnedAt: null,
  lastAlertAt: null,
  ...over,
});

const section = (name: string) => screen.getByRole('region', { name });

/** Opens the threshold form of a line ("Set warning" or "Change warning"); returns its field. */
async function open(user: UserEvent, region: HTMLElement, button = 'Set warning') {
  await user.click(within(region).getByRole('button', { name: button }));
  return within(region).getByLabelText('Warn at (calls left)');
}

describe('BalanceWarningsPanel', () => {
  let user: UserEvent;
  beforeEach(() => {
    user = userEvent.setup();
    for (const fn of Object.values(api)) fn.mockReset();
    serveWarnings();
  });

  it('shows a spinner while loading, then each active service with its calls left and warning', async () => {
    let resolve!: (v: BalanceWarningLine[]) => void;
    api.getBalanceWarnings.mockReturnValue(new Promise((r) => (resolve = r)));
    renderPage(<BalanceWarningsPanel />);
    expect(screen.getByText('Loading balance warnings')).toBeTruthy();
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
    expect(phone.textContent).toContain('1,234 calls left · no warning');
    expect(within(phone).queryByRole('button', { name: 'Remove' })).toBeNull();
    // The form opens on demand: no field until "Set warning" is pressed.
    expect(within(phone).getByRole('button', { name: 'Set warning' })).toBeTruthy();
    expect(within(phone).queryByLabelText('Warn at (calls left)')).toBeNull();
    const email = section('Email Lookup');
    expect(email.textContent).toContain('80 calls left · warn at 100');
    expect(within(email).getByText('At or below your warning')).toBeTruthy();
    expect(within(email).getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(within(email).getByRole('button', { name: 'Change warning' })).toBeTruthy();
    // Inactive services have no warning to set.
    expect(screen.queryByRole('region', { name: 'BIN Lookup' })).toBeNull();
    expect(
      screen.getByText(
        "We e-mail you, and send a balance.low webhook, once each time a service's calls left fall to the number you set. A top-up above it re-arms the warning.",
      ),
    ).toBeTruthy();
  });

  it('says "No active services" when none is active', async () => {
    api.getBalanceWarnings.mockResolvedValue([line({ status: 'Inactive' })]);
    renderPage(<BalanceWarningsPanel />);
    expect(await screen.findByText('No active services')).toBeTruthy();
  });

  it('says the warnings could not be loaded, and Retry loads them again', async () => {
    api.getBalanceWarnings.mockRejectedValueOnce(new Error('down'));
    api.getBalanceWarnings.mockResolvedValueOnce([line({})]);
    renderPage(<BalanceWarningsPanel />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Balance warnings could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Phone Lookup' })).toBeTruthy();
    expect(api.getBalanceWarnings).toHaveBeenCalledTimes(2);
  });

  it('saves a threshold typed with a comma, confirms it and shows it on the line', async () => {
    api.getBalanceWarnings.mockResolvedValue([line({})]);
    api.setBalanceWarning.mockResolvedValue(line({ threshold: 1000 }));
    renderPage(<BalanceWarningsPanel />);
    const phone = await screen.findByRole('region', { name: 'Phone Lookup' });
    const field = await open(user, phone);
    expect(document.activeElement).toBe(field);
    const save = within(phone).getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.clear(field);
    await user.type(field, '1,000');
    await user.click(save);
    await waitFor(() => expect(api.setBalanceWarning).toHaveBeenCalledWith('phoneLookup', 1000));
    expect(
      await screen.findByText(
        'Warning saved: we will e-mail you at 1,000 Phone Lookup calls left.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(section('Phone Lookup').textContent).toContain('1,234 calls left · warn at 1,000'),
    );
    // Saved: the form closes and the focus is back on the line's button.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(section('Phone Lookup')).getByRole('button', { name: 'Change warning' }),
      ),
    );
    expect(within(section('Phone Lookup')).queryByLabelText('Warn at (calls left)')).toBeNull();
  });

  it('Cancel and Escape close the form without saving, and give the focus back', async () => {
    api.getBalanceWarnings.mockResolvedValue([line({ threshold: 100 })]);
    renderPage(<BalanceWarningsPanel />);
    const phone = await screen.findByRole('region', { name: 'Phone Lookup' });
    const field = await open(user, phone, 'Change warning');
    expect((field as HTMLInputElement).value).toBe('100');
    await user.clear(field);
    await user.type(field, '5');
    await user.click(within(phone).getByRole('button', { name: 'Cancel' }));
    const change = within(phone).getByRole('button', { name: 'Change warning' });
    await waitFor(() => expect(document.activeElement).toBe(change));
    await open(user, phone, 'Change warning');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(phone).queryByLabelText('Warn at (calls left)')).toBeNull());
    expect(document.activeElement).toBe(
      within(phone).getByRole('button', { name: 'Change warning' }),
    );
    expect(api.setBalanceWarning).not.toHaveBeenCalled();
    expect(phone.textContent).toContain('warn at 100');
  });

  it('refuses a threshold out of range or not a whole number, without calling the API', async () => {
    api.getBalanceWarnings.mockResolvedValue([line({})]);
    renderPage(<BalanceWarningsPanel />);
    const phone = await screen.findByRole('region', { name: 'Phone Lookup' });
    const input = await open(user, phone);
    expect(within(phone).getByRole('form', { name: 'Balance warning for Phone Lookup' })).toBe(
      input.closest('form'),
    );
    await user.type(input, '1');
    await user.clear(input);
    await user.tab();
    expect(
      await within(phone).findByText('Enter the number of calls left at which to warn you'),
    ).toBeTruthy();
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    await user.click(within(phone).getByRole('button', { name: 'Save' }));
    expect(await within(phone).findByText('Enter a number from 1 to 10,000,000')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '99999999');
    expect(await within(phone).findByText('Enter a number from 1 to 10,000,000')).toBeTruthy();
    expect(api.setBalanceWarning).not.toHaveBeenCalled();
  });

  it('removes a warning and says so; a refused save shows the error and keeps the line', async () => {
    api.getBalanceWarnings.mockResolvedValue([line({ threshold: 100 })]);
    api.removeBalanceWarning.mockResolvedValue(line({ threshold: null }));
    api.setBalanceWarning.mockRejectedValue(REFUSED);
    renderPage(<BalanceWarningsPanel />);
    const phone = await screen.findByRole('region', { name: 'Phone Lookup' });
    await user.click(within(phone).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Warning removed for Phone Lookup.')).toBeTruthy();
    await waitFor(() =>
      expect(section('Phone Lookup').textContent).toContain('1,234 calls left · no warning'),
    );
    // The Remove button went with the threshold: the focus is on "Set warning".
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(section('Phone Lookup')).getByRole('button', { name: 'Set warning' }),
      ),
    );
    const input = await open(user, section('Phone Lookup'));
    await user.clear(input);
    await user.type(input, '50');
    await user.click(within(section('Phone Lookup')).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The warning could not be saved. Please try again.'),
    ).toBeTruthy();
    expect(section('Phone Lookup').textContent).toContain('no warning');
    // Refused: the form stays open with what was typed.
    expect(
      (within(section('Phone Lookup')).getByLabelText('Warn at (calls left)') as HTMLInputElement)
        .value,
    ).toBe('50');
  });

  it('says when a warning could not be removed, and keeps it', async () => {
    api.getBalanceWarnings.mockResolvedValue([line({ threshold: 100 })]);
    api.removeBalanceWarning.mockRejectedValue(REFUSED);
    renderPage(<BalanceWarningsPanel />);
    const phone = await screen.findByRole('region', { name: 'Phone Lookup' });
    await user.click(within(phone).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('The warning could not be removed. Please try again.'),
    ).toBeTruthy();
    expect(phone.textContent).toContain('1,234 calls left · warn at 100');
  });
});
