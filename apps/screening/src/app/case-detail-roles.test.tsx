import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { answer } from '@pulse/test-utils';
import { GRACE, caseDetailOf } from '../test/fixtures';
import { actionNames, api, open } from '../test/case-detail';

/** What each reviewer role, and a viewer, may do on a case. */
describe('Case detail by role', () => {
  it('lets an analyst review and assign the case to themselves, known from their profile', async () => {
    const patches = api();
    const { user } = open('analyst');
    expect(await actionNames()).toEqual([
      'Start review',
      'True match',
      'False positive',
      'Escalate',
      'Assign to me',
      'Add note',
    ]);
    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(patches[0]?.body).toEqual({ assigneeId: GRACE }));
    expect(
      screen.queryByText('Assign to me is not available: your profile could not be read.'),
    ).toBeNull();
  });

  it('says why an analyst has no "Assign to me" when their profile could not be read', async () => {
    api();
    answer('get /user-data/profile', () => Promise.reject({ status: 500 }));
    open('analyst');
    expect(
      await screen.findByText('Assign to me is not available: your profile could not be read.'),
    ).toBeTruthy();
    expect(await actionNames()).toEqual([
      'Start review',
      'True match',
      'False positive',
      'Escalate',
      'Add note',
    ]);
  });

  it('shows a viewer the case without any action', async () => {
    answer('get /cases/:id', () => caseDetailOf());
    open('viewer');
    expect(await screen.findByRole('table', { name: 'Matches' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Review actions' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Review' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'History' })).toBeTruthy();
  });
});
