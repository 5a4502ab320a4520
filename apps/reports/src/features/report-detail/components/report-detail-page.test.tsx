import { must } from '../../../test/must';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportDetail } from '@pulse/api-client';
import { formatDateTime } from '@pulse/ui';
import {
  addressResult,
  amlBusinessResult,
  amlPersonResult,
  binResult,
  emailResult,
  ipResult,
  phoneResult,
  reportOf,
} from '../../../test/engine-fixtures';
import { renderPage } from '../../../test/render';
import { answer, type ApiCall } from '@pulse/test-utils';
import { ReportDetailPage } from './report-detail-page';

// GET /report/{id} through the mock API: each test says what it answers (by default nothing yet).
let calls: ApiCall[] = [];
const never = () => new Promise<never>(() => undefined);
let reply: () => Promise<unknown> = never;
const getReport = {
  mockResolvedValue: (r: ReportDetail) => void (reply = () => Promise.resolve(r)),
  mockRejectedValue: (status: number, body: object) =>
    void (reply = () => Promise.reject({ status, body })),
  mockReset: () => void (reply = never),
};
/** The ids of the reports asked for. */
const askedIds = () => calls.map((call) => call.args.id);

beforeEach(() => {
  calls = answer('get /report/:id', () => reply());
});

// Leaflet needs a real layout engine: the lazy map module is replaced by a stand-in with its props.
vi.mock('./cards/leaflet-map', () => ({
  default: (p: { zoom: number; center: { latitude: number; longitude: number } }) => (
    <div
      data-testid="address-map"
      data-zoom={p.zoom}
      data-center={`${p.center.latitude},${p.center.longitude}`}
    />
  ),
}));

function open(report: ReportDetail) {
  getReport.mockResolvedValue(report);
  return renderPage(<ReportDetailPage />, `/reports/${report.report.referenceID}`, '/reports/:id');
}

const rowValue = (container: HTMLElement, label: string) => {
  const labelEl = within(container).getByText(label, { selector: 'dt' });
  return must(must(labelEl.parentElement).querySelector('dd')).textContent;
};

const card = (title: string) =>
  screen
    .getByRole('heading', { name: title })
    .closest('[data-testid="service-card"], .chakra-card__root') as HTMLElement;

describe('ReportDetailPage', () => {
  beforeEach(() => getReport.mockReset());

  it('names a batch row\'s report "Batch", linked to its batch', async () => {
    const batchId = '0b9c2a4e-5d1f-4c3b-9a8e-7f6d5c4b3a21';
    const { user, router } = open({ ...reportOf('phoneLookup', phoneResult()), batchId });
    await screen.findByRole('heading', { level: 1, name: 'rpt_phoneLookup' });
    const meta = card('Transaction Metadata');
    expect(rowValue(meta, 'Request Type')).toBe('Batch');
    await user.click(within(meta).getByRole('link', { name: 'Batch' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/batches/${batchId}`));
  });

  it('shows a spinner, then Back, the header and the common cards', async () => {
    const report = reportOf('phoneLookup', phoneResult(), {
      phone: '+14155552671',
      countryCode: '',
      ipAddress: null,
    });
    open(report);
    expect(screen.getByRole('status', { name: 'Loading report' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'rpt_phoneLookup' })).toBeTruthy();
    expect(askedIds()).toEqual(['rpt_phoneLookup']);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();

    const meta = card('Transaction Metadata');
    expect(rowValue(meta, 'Client ID')).toBe('cl_demo');
    expect(rowValue(meta, 'Reference ID')).toBe('rpt_phoneLookup');
    expect(rowValue(meta, 'Service')).toBe('Phone Lookup');
    expect(rowValue(meta, 'License Key')).toBe('pk_live_…a1b2');
    expect(rowValue(meta, 'Request Type')).toBe('Dashboard');

    const decision = card('Decision');
    expect(rowValue(decision, 'Message')).toBe(
      'Valid fixed line or mobile number (United States of America)',
    );
    expect(rowValue(decision, 'Status')).toBe('Verified');
    expect(rowValue(decision, 'GMT Timestamp')).toBe('15/01/2026, 09:05:07');
    expect(rowValue(decision, 'Local Timestamp')).toBe(formatDateTime('2026-01-15T09:05:07.000Z'));
    expect(within(decision).getByText('libphonenumber-js')).toBeTruthy();

    const input = card('Report Input');
    expect(rowValue(input, 'Phone Number')).toBe('+14155552671');
    expect(within(input).queryByText('Country Code')).toBeNull();
  });

  it('shows the load error in place and toasts "Error: {server error}"', async () => {
    getReport.mockRejectedValue(404, { error: 'Report not found', code: 'NOT_FOUND' });
    renderPage(<ReportDetailPage />, '/reports/rpt_other', '/reports/:id');
    const inPlace = await screen.findByTestId('report-error');
    expect(inPlace.textContent).toBe('Report not found');
    // Exactly one toast, and the load is not repeated.
    expect(await screen.findAllByText('Error: Report not found')).toHaveLength(1);
    expect(askedIds()).toEqual(['rpt_other']);
    expect(document.querySelector('.pulse-toasts-top-center')?.textContent).toContain(
      'Error: Report not found',
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('Back goes back in history', async () => {
    const { router } = open(reportOf('binLookup', binResult()));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('Phone Verification: badge and all 25 rows', async () => {
    open(reportOf('phoneLookup', phoneResult()));
    await screen.findByRole('heading', { name: 'Phone Verification' });
    const c = card('Phone Verification');
    expect(c.querySelectorAll('dt')).toHaveLength(25);
    expect(rowValue(c, 'Formatted Number')).toBe('+1 415 555 2671');
    expect(rowValue(c, 'Is VOIP')).toBe('No');
    expect(rowValue(c, 'Associated Emails')).toBe('N/A');
  });

  it('Phone Verification without data shows the placeholder', async () => {
    open(reportOf('phoneLookup', { status: 'ERROR', message: 'x', response: null }));
    await screen.findByRole('heading', { name: 'Phone Verification' });
    expect(within(card('Phone Verification')).getByText('No records available')).toBeTruthy();
  });

  it('BIN, Email and IP Verification cards', async () => {
    open(reportOf('binLookup', binResult()));
    await screen.findByRole('heading', { name: 'BIN Verification' });
    expect(rowValue(card('BIN Verification'), 'Brand')).toBe('Visa');

    getReport.mockResolvedValue(reportOf('emailLookup', await emailResult()));
    renderPage(<ReportDetailPage />, '/reports/rpt_emailLookup', '/reports/:id');
    await screen.findByRole('heading', { name: 'Email Verification' });
    expect(rowValue(card('Email Verification'), 'Deliverability')).toBe('Deliverable');

    getReport.mockResolvedValue(reportOf('ipLookup', await ipResult()));
    renderPage(<ReportDetailPage />, '/reports/rpt_ipLookup', '/reports/:id');
    await screen.findByRole('heading', { name: 'IP Verification' });
    expect(rowValue(card('IP Verification'), 'TOR')).toBe('Yes');
  });

  it('Address Verification: sections, map with both points, distance and zoom', async () => {
    open(reportOf('addressLookup', addressResult()));
    await screen.findByRole('heading', { name: 'Address Verification' });
    for (const section of [
      'Decision Details',
      'Address Details',
      'Address Type',
      'Validation & Distance',
      'Current Location',
      'Address Map',
    ])
      expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    expect(screen.getByTestId('map-distance').textContent).toBe('Distance: 59 KM');
    const map = await screen.findByTestId('address-map');
    // Span: |-0.9781 - -0.12574| = 0.85 → zoom 9.
    expect(map.getAttribute('data-zoom')).toBe('9');
  });

  it('Address Verification without a current location has no map', async () => {
    const r = addressResult();
    open(reportOf('addressLookup', { ...r, response: { ...r.response, currentLocation: null } }));
    await screen.findByRole('heading', { name: 'Address Verification' });
    expect(screen.queryByRole('heading', { name: 'Address Map' })).toBeNull();
    expect(rowValue(card('Address Verification'), 'Latitude')).toBe('Not Available');
  });

  it('Individual AML: five records first, See More shows all, See Less five again; a record expands', async () => {
    open(reportOf('amlPerson', amlPersonResult()));
    await screen.findByRole('heading', { name: 'Individual AML Screening Results' });
    expect(screen.getAllByTestId('aml-record')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'See More' }));
    expect(screen.getAllByTestId('aml-record')).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: 'See Less' }));
    expect(screen.getAllByTestId('aml-record')).toHaveLength(5);

    const first = must(screen.getAllByTestId('aml-record')[0]);
    const trigger = within(first).getByRole('button');
    expect(trigger.textContent).toBe('Ivan PetrovIndividualSanction');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(trigger);
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    await waitFor(() => expect(within(first).getByText('Place Of Birth')).toBeTruthy());
    expect(within(first).getByRole('link', { name: /sanctionssearch/ })).toBeTruthy();
  });

  it('Business AML with fewer than six records has no toggle; no records shows the placeholder', async () => {
    open(reportOf('amlBusiness', amlBusinessResult()));
    await screen.findByRole('heading', { name: 'Business AML Screening Results' });
    expect(screen.getAllByTestId('aml-record')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'See More' })).toBeNull();

    getReport.mockResolvedValue(
      reportOf(
        'amlBusiness',
        { status: 'VERIFIED', message: 'No match', response: { foundRecords: [] } },
        {},
        'rpt_none',
      ),
    );
    renderPage(<ReportDetailPage />, '/reports/rpt_none', '/reports/:id');
    await waitFor(() =>
      expect(screen.getAllByText('No records available').length).toBeGreaterThan(0),
    );
  });

  it('Fraud engine: risk score and every sub-section stacked', async () => {
    const email = await emailResult();
    const ip = await ipResult();
    open(
      reportOf('fraudEngine', {
        status: 'DECLINED',
        message: 'Sanctions match',
        response: {
          riskScore: 87,
          individualAMLPulse: amlPersonResult(),
          businessAMLPulse: null,
          emailPulse: email,
          ipPulse: ip,
          phonePulse: phoneResult(),
          binPulse: binResult(),
          addressPulse: addressResult(),
        },
        reasons: ['Individual AML: Sanctions match found'],
        sources: [],
      }),
    );
    await screen.findByRole('heading', { name: 'Fraud Engine' });
    expect(screen.getByTestId('risk-score').textContent).toBe('87 / 100');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Transaction Metadata',
      'Decision',
      'Report Input',
      'Fraud Engine',
      'Individual AML Screening Results',
      'Business AML Screening Results',
      'Email Verification',
      'IP Verification',
      'Phone Verification',
      'BIN Verification',
      'Address Verification',
    ]);
    expect(
      within(card('Business AML Screening Results')).getByText('No records available'),
    ).toBeTruthy();
    expect(screen.getByTestId('map-distance').textContent).toBe('Distance: 59 KM');
  });

  it('injects the A4 print stylesheet while mounted', async () => {
    const { unmount } = open(reportOf('binLookup', binResult()));
    await screen.findByRole('heading', { name: 'BIN Verification' });
    const style = document.querySelector('style[data-pulse-print="report"]');
    expect(style?.textContent).toContain('size: A4');
    expect(screen.getByRole('button', { name: 'Download JSON' })).toBeTruthy();
    unmount();
    expect(document.querySelector('style[data-pulse-print="report"]')).toBeNull();
  });
});
