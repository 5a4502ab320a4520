import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RetentionSettings } from '@pulse/api-client';
import { answer } from '@pulse/test-utils';
import { renderPage } from '../../../test/render';
import {
  DAYS_RANGE,
  RETENTION_LOAD_FAILURE,
  RETENTION_SAVED,
  RetentionForm,
} from './retention-form';

const DEFAULTS: RetentionSettings = {
  reports: 730,
  batchRows: 365,
  requestLog: 30,
  closedCases: 1825,
  endedMonitoring: 365,
};

function render() {
  return renderPage(<RetentionForm />, { path: '/settings/privacy' }).user;
}

describe('RetentionForm', () => {
  beforeEach(() => {
    answer('get /privacy/settings', () => DEFAULTS);
  });

  it('shows the stored periods with the documented default of each kind', async () => {
    render();
    expect(((await screen.findByLabelText(/^Reports \(days\)/)) as HTMLInputElement).value).toBe(
      '730',
    );
    expect((screen.getByLabelText(/^Request-log bodies/) as HTMLInputElement).value).toBe('30');
    expect(screen.getByText('Default 1,825 days')).toBeTruthy();
    expect(screen.getByText('Default 30 days')).toBeTruthy();
  });

  it('refuses a period outside 1–3,650 days before asking the API', async () => {
    const puts = answer('put /privacy/settings', (_a, body) => body);
    const user = render();
    const reports = await screen.findByLabelText(/^Reports \(days\)/);
    await user.clear(reports);
    await user.type(reports, '0');
    await user.click(screen.getByRole('button', { name: 'Save retention periods' }));
    expect(await screen.findByText(DAYS_RANGE)).toBeTruthy();
    await user.clear(reports);
    await user.type(reports, '3651');
    await user.click(screen.getByRole('button', { name: 'Save retention periods' }));
    expect(await screen.findByText(DAYS_RANGE)).toBeTruthy();
    expect(puts).toHaveLength(0);
  });

  it('saves every period as days and says so', async () => {
    const puts = answer('put /privacy/settings', (_a, body) => body);
    const user = render();
    const reports = await screen.findByLabelText(/^Reports \(days\)/);
    await user.clear(reports);
    await user.type(reports, '90');
    await user.click(screen.getByRole('button', { name: 'Save retention periods' }));
    expect(await screen.findByText(RETENTION_SAVED)).toBeTruthy();
    expect(puts[0]?.body).toEqual({ ...DEFAULTS, reports: 90 });
  });

  it('shows the reason of a refused save', async () => {
    answer('put /privacy/settings', () =>
      Promise.reject({ status: 400, body: { error: 'reports must be at most 3650' } }),
    );
    const user = render();
    const reports = await screen.findByLabelText(/^Reports \(days\)/);
    await user.clear(reports);
    await user.type(reports, '60');
    await user.click(screen.getByRole('button', { name: 'Save retention periods' }));
    expect(await screen.findByText('reports must be at most 3650')).toBeTruthy();
  });

  it('says when the periods cannot be loaded, and loads them again on Retry', async () => {
    let fail = true;
    answer('get /privacy/settings', () =>
      fail ? Promise.reject({ status: 500, body: {} }) : DEFAULTS,
    );
    const user = render();
    expect(await screen.findByText(RETENTION_LOAD_FAILURE)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    await waitFor(() => expect(screen.getByLabelText(/^Reports \(days\)/)).toBeTruthy());
  });
});
