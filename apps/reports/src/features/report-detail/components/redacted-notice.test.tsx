import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportDetail } from '@pulse/api-client';
import { answer } from '@pulse/test-utils';
import { emailResult, reportOf } from '../../../test/engine-fixtures';
import { renderPage } from '../../../test/render';
import { ReportDetailPage } from './report-detail-page';

// Leaflet needs a real layout engine: the lazy map module is replaced by a stand-in.
vi.mock('./cards/leaflet-map', () => ({ default: () => <div data-testid="address-map" /> }));

let served: ReportDetail;
beforeEach(() => {
  answer('get /report/:id', () => Promise.resolve(served));
});

async function open(report: ReportDetail) {
  served = report;
  renderPage(<ReportDetailPage />, '/reports/rpt_emailLookup', '/reports/:id');
  await screen.findByRole('heading', { name: 'Transaction Metadata' });
}

describe('ReportDetailPage: a report whose personal data was removed', () => {
  it('says so with the date, above the cards', async () => {
    await open({
      ...reportOf('emailLookup', emailResult()),
      inputRequest: {},
      redactedAt: '2026-12-05T12:00:00.000Z',
    });
    const notice = screen.getByText(/^Personal data removed on /);
    expect(notice.textContent).toBe('Personal data removed on 05/12/2026');
    const metadata = screen.getByRole('heading', { name: 'Transaction Metadata' });
    expect(
      notice.compareDocumentPosition(metadata) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says nothing of the kind for a report that keeps its data', async () => {
    await open(reportOf('emailLookup', emailResult()));
    expect(screen.queryByText(/Personal data removed/)).toBeNull();
  });
});
