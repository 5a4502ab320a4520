import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrivacyCertificate, PrivacyRequest } from '@pulse/api-client';
import { answer } from '@pulse/test-utils';
import { renderPage } from '../../../test/render';
import { NAME_NEEDS_DOB, NO_CRITERION, PHONE_INVALID } from '../utils/subject';
import { PrivacyRequests } from './privacy-requests';
import { NOTHING_FOUND } from './request-panel';
import { NO_REQUESTS, RequestsHistory } from './requests-history';

const ID = '7d1f2c3a-1111-4222-8333-944455556666';
const base = (over: Partial<PrivacyRequest>): PrivacyRequest => ({
  id: ID,
  kind: 'erasure',
  status: 'previewed',
  criteria: ['email'],
  preview: [
    { place: 'requestLog', count: 2 },
    { place: 'reports', count: 3 },
  ],
  progress: { placesDone: 0, placesTotal: 13, places: [] },
  createdAt: '2026-12-01T09:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  ...over,
});
const CERTIFICATE: PrivacyCertificate = {
  requestId: ID,
  tenantId: '00000000-0000-4000-8000-000000000001',
  kind: 'erasure',
  criteria: ['email'],
  requestedAt: '2026-12-01T09:00:00.000Z',
  completedAt: '2026-12-01T09:00:05.000Z',
  places: [
    { place: 'requestLog', count: 2 },
    { place: 'reports', count: 3 },
  ],
  total: 5,
};

/** The files saved through a link: their name and JSON. */
function savedFiles() {
  const files: { name: string; json: Promise<unknown> }[] = [];
  let last: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    last = b as Blob;
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = last as Blob;
    files.push({ name: this.download, json: blob.text().then((t) => JSON.parse(t) as unknown) });
  });
  return files;
}

const email = () => screen.getByLabelText(/^E-mail/);

describe('erasure and access requests', () => {
  beforeEach(() => {
    answer('get /privacy/requests', () => []);
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for a criterion, an E.164 phone and a date of birth with a name before searching', async () => {
    const posts = answer('post /privacy/requests', () => base({}));
    const { user } = renderPage(<PrivacyRequests />);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(NO_CRITERION)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Phone/), '0612345678');
    await user.type(screen.getByLabelText(/^Full name/), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(PHONE_INVALID)).toBeTruthy();
    expect(screen.getAllByText(NAME_NEEDS_DOB).length).toBeGreaterThan(0);
    expect(posts).toHaveLength(0);
  });

  it('previews the counts per place, erases after a confirmation naming them, follows the job and downloads the certificate', async () => {
    const files = savedFiles();
    const posts = answer('post /privacy/requests', () => base({}));
    const runs = answer('post /privacy/requests/:id/run', () => base({ status: 'queued' }));
    let polls = 0;
    answer('get /privacy/requests/:id', () => {
      if (runs.length === 0) return base({});
      polls += 1;
      if (polls < 2)
        return base({
          status: 'running',
          progress: { placesDone: 6, placesTotal: 13, places: [] },
        });
      return base({
        status: 'done',
        progress: { placesDone: 13, placesTotal: 13, places: CERTIFICATE.places },
        finishedAt: '2026-12-01T09:00:05.000Z',
      });
    });
    answer('get /privacy/requests/:id/certificate', () => CERTIFICATE);
    const { user } = renderPage(<PrivacyRequests />);

    await user.type(email(), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const found = await screen.findByRole('table', { name: 'Rows found per place' });
    expect(within(found).getByText('Request log')).toBeTruthy();
    expect(within(found).getByText('5')).toBeTruthy();
    expect(posts[0]?.body).toEqual({ kind: 'erasure', subject: { email: 'ada@example.com' } });

    // Escape leaves the confirmation without running anything.
    await user.click(screen.getByRole('button', { name: 'Run erasure' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Run erasure' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Request log: 2; Reports: 3/)).toBeTruthy();
    expect(runs).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(runs).toHaveLength(1));

    expect(await screen.findByText(/places done/)).toBeTruthy();
    expect(
      await screen.findByText('Erasure complete: 5 rows redacted.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download certificate' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toBe(`pulse-erasure-certificate-${ID}.json`);
    expect(await files[0]?.json).toEqual(CERTIFICATE);
  });

  it('runs an access request with Export data, without a confirmation, and downloads the export', async () => {
    const files = savedFiles();
    answer('post /privacy/requests', () => base({ kind: 'access', criteria: ['phone'] }));
    const runs = answer('post /privacy/requests/:id/run', () =>
      base({ kind: 'access', status: 'queued' }),
    );
    answer('get /privacy/requests/:id', () =>
      runs.length === 0
        ? base({ kind: 'access' })
        : base({
            kind: 'access',
            status: 'done',
            progress: { placesDone: 13, placesTotal: 13, places: [{ place: 'reports', count: 3 }] },
          }),
    );
    const exported = { requestId: ID, generatedAt: '2026-12-01T09:00:05.000Z', places: {} };
    answer('get /privacy/requests/:id/export', () => exported);
    const { user } = renderPage(<PrivacyRequests />);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Request/ }), 'access');
    await user.type(screen.getByLabelText(/^Phone/), '+14155550123');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Export data' }));
    await user.click(
      await screen.findByRole('button', { name: 'Download export' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toBe(`pulse-access-export-${ID}.json`);
    expect(await files[0]?.json).toEqual(exported);
  });

  it('says when nothing was found, and shows the reason of a refused search', async () => {
    let refuse = false;
    answer('post /privacy/requests', () =>
      refuse
        ? Promise.reject({ status: 400, body: { error: 'phone must be in E.164 form' } })
        : base({ preview: [{ place: 'reports', count: 0 }] }),
    );
    answer('get /privacy/requests/:id', () => base({ preview: [{ place: 'reports', count: 0 }] }));
    const { user } = renderPage(<PrivacyRequests />);
    await user.type(email(), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(NOTHING_FOUND)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run erasure' })).toBeNull();
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('phone must be in E.164 form')).toBeTruthy();
  });
});

describe('request history', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says there is no request yet', async () => {
    answer('get /privacy/requests', () => []);
    renderPage(<RequestsHistory />);
    expect(await screen.findByText(NO_REQUESTS)).toBeTruthy();
  });

  it('lists the requests with kind, status, criteria and rows, and downloads a certificate', async () => {
    const files = savedFiles();
    answer('get /privacy/requests', () => [
      base({
        status: 'done',
        progress: { placesDone: 13, placesTotal: 13, places: CERTIFICATE.places },
        finishedAt: '2026-12-01T09:00:05.000Z',
      }),
      base({ id: 'b2', kind: 'access', criteria: ['nameDob'], preview: [] }),
    ]);
    answer('get /privacy/requests/:id/certificate', () => CERTIFICATE);
    const { user } = renderPage(<RequestsHistory />);
    const table = await screen.findByRole('table', { name: 'Privacy requests' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Done')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Erasure')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Name and date of birth')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Previewed')).toBeTruthy();
    await user.click(
      within(rows[1] as HTMLElement).getByRole('button', { name: /Download certificate/ }),
    );
    await waitFor(() => expect(files).toHaveLength(1));
    expect(await files[0]?.json).toEqual(CERTIFICATE);
  });
});
