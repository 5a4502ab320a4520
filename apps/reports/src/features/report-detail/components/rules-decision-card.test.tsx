import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportDecision, ReportDetail } from '@pulse/api-client';
import { answer } from '@pulse/test-utils';
import { must } from '../../../test/must';
import { emailResult, reportOf } from '../../../test/engine-fixtures';
import { renderPage } from '../../../test/render';
import { ReportDetailPage } from './report-detail-page';

// Leaflet needs a real layout engine: the lazy map module is replaced by a stand-in.
vi.mock('./cards/leaflet-map', () => ({ default: () => <div data-testid="address-map" /> }));

let served: ReportDetail;
beforeEach(() => {
  answer('get /report/:id', () => Promise.resolve(served));
});

const decision: ReportDecision = {
  outcome: 'DECLINED',
  score: 30,
  fired: [
    { ruleId: 'disposable', name: 'Disposable e-mail', effect: { kind: 'score', points: 30 } },
    { ruleId: 'tor', name: 'Tor exit', effect: { kind: 'force', outcome: 'decline' } },
  ],
  skipped: [{ ruleId: 'prepaid', name: 'Prepaid card', message: 'no such key: bin' }],
  version: 4,
  mode: 'test',
};

async function open(report: ReportDetail) {
  served = report;
  const page = renderPage(<ReportDetailPage />, '/reports/rpt_emailLookup', '/reports/:id');
  await screen.findByRole('heading', { name: 'Email Verification' });
  return page;
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('ReportDetailPage: rules decision', () => {
  it('shows the decision under the service card, with every part and a link to the rules', async () => {
    const { user, router } = await open({ ...reportOf('emailLookup', emailResult()), decision });
    expect(headings()).toEqual([
      'Transaction Metadata',
      'Decision',
      'Report Input',
      'Email Verification',
      'Rules decision',
    ]);
    const card = screen
      .getByRole('heading', { name: 'Rules decision' })
      .closest('.chakra-card__root') as HTMLElement;
    expect(within(card).getByText('Declined')).toBeTruthy();
    expect(within(card).getByText('30')).toBeTruthy();
    expect(within(card).getByText('Version 4 (test)')).toBeTruthy();
    const fired = within(card).getByRole('list', { name: 'Rules that fired' });
    expect(
      within(fired)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Disposable e-mail: +30 points', 'Tor exit: Forces decline']);
    const skipped = within(card).getByRole('list', { name: 'Skipped rules' });
    expect(within(skipped).getByRole('listitem').textContent).toBe(
      'Prepaid card: no such key: bin',
    );
    await user.click(within(card).getByRole('link', { name: 'Open rules' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rules'));
  });

  it('leaves the page as it was when the report has no decision', async () => {
    const { container } = await open(reportOf('emailLookup', emailResult()));
    expect(headings()).toEqual([
      'Transaction Metadata',
      'Decision',
      'Report Input',
      'Email Verification',
    ]);
    expect(screen.queryByRole('list', { name: 'Rules that fired' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open rules' })).toBeNull();
    // The cards' stack ends with the service card, as before.
    const cards = must(container.querySelector('[data-testid="report-detail"]')).lastElementChild;
    expect(cards?.lastElementChild?.textContent).toContain('Email Verification');
  });
});
