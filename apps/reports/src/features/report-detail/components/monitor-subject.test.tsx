import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportDetail } from '@pulse/api-client';
import type { MemberRole } from '@pulse/auth';
import { answer, renderWithProviders } from '@pulse/test-utils';
import {
  amlBusinessResult,
  amlPersonResult,
  emailResult,
  reportOf,
} from '../../../test/engine-fixtures';
import { ReportDetailPage } from './report-detail-page';

const person = reportOf('amlPerson', amlPersonResult);

function open(report: ReportDetail, role: MemberRole = 'owner') {
  answer('get /report/:id', () => report);
  return renderWithProviders(
    [
      { path: '/reports/:id', element: <ReportDetailPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [`/reports/${report.report.referenceID}`], member: { role } },
  );
}

const button = () => screen.findByRole('button', { name: 'Monitor this subject' });

describe('Report detail: monitor this subject', () => {
  it('adds the subject of an AML person report and links to Monitoring', async () => {
    const posts = answer('post /monitoring/subjects', () =>
      Response.json({ subject: { id: 's-1' } }, { status: 201 }),
    );
    const { user } = open(person);
    await user.click(await button());
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Monitoring this subject. See monitoring');
    expect(within(status).getByRole('link', { name: 'See monitoring' }).getAttribute('href')).toBe(
      '/monitoring',
    );
    expect(posts[0]?.body).toEqual({ reportId: 'rpt_amlPerson' });
  });

  it('says when the subject of an AML business report is already monitored', async () => {
    answer('post /monitoring/subjects', () => ({ subject: { id: 's-1' } }));
    const { user } = open(reportOf('amlBusiness', amlBusinessResult), 'developer');
    await user.click(await button());
    expect((await screen.findByRole('status')).textContent).toBe(
      'Already monitored. See monitoring',
    );
  });

  it('shows a refusal in the API’s words, and no calls left with the way to top up', async () => {
    let status = 400;
    answer('post /monitoring/subjects', () =>
      Promise.reject({
        status,
        body:
          status === 402
            ? { error: 'No calls left for AML checks.', code: 'NO_CALLS_LEFT' }
            : { error: 'This report is not an AML report.', code: 'NOT_AML_REPORT' },
      }),
    );
    const { user } = open(person, 'admin');
    await user.click(await button());
    let alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This subject could not be monitored')).toBeTruthy();
    expect(within(alert).getByText('This report is not an AML report.')).toBeTruthy();
    status = 402;
    await user.click(await button());
    alert = await screen.findByRole('alert');
    await within(alert).findByText(/No calls left for AML checks\./);
    expect(
      within(alert).getByRole('link', { name: 'Top up on the Billing page' }).getAttribute('href'),
    ).toBe('/billing');
  });

  it.each(['viewer', 'analyst'] as const)('is hidden from a %s', async (role) => {
    open(person, role);
    expect(await screen.findByTestId('report-detail')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Monitor this subject' })).toBeNull();
  });

  it('is not offered on other reports', async () => {
    open(reportOf('emailLookup', emailResult));
    expect(await screen.findByTestId('report-detail')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Monitor this subject' })).toBeNull();
  });
});
