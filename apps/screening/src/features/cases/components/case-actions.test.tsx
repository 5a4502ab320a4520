import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CaseDetail } from '@pulse/api-client';
import { answer } from '@pulse/test-utils';
import { GRACE, ME, caseDetailOf } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { CaseActions } from './case-actions';

const REASON =
  'You proposed this true match, so a second reviewer must confirm it or choose another review state.';

/** A case in review with a four-eyes true match proposed by `proposedBy`. */
const proposedBy = (member: string) =>
  caseDetailOf({ reviewState: 'in_review', proposedDisposition: 'true_match', proposedBy: member });

/** Renders the actions of `detail` for the member `me`; returns the PATCH calls. */
function renderActions(detail: CaseDetail, me: string) {
  const patches = answer('patch /cases/:id', () => detail);
  const path = `/cases/${detail.id}`;
  const view = renderPage(<CaseActions detail={detail} me={me} />, { path, pattern: '/cases/:id' });
  const group = within(screen.getByRole('group', { name: 'Review actions' }));
  const button = (name: string) => group.getByRole('button', { name }) as HTMLButtonElement;
  return { ...view, patches, button };
}

describe('CaseActions and a four-eyes proposal', () => {
  it("disables the proposer's review actions and says why, next to them", async () => {
    const { user, patches, button } = renderActions(proposedBy(ME), ME);
    const reason = await screen.findByText(REASON);
    for (const name of ['Confirm true match', 'False positive', 'Escalate']) {
      const action = button(name);
      expect(action.disabled, name).toBe(true);
      expect(action.getAttribute('aria-describedby'), name).toBe(reason.id);
    }
    expect(reason.id).not.toBe('');
    // The reason is the accessible description of the disabled action.
    expect(
      screen.getByRole('button', { name: 'Confirm true match', description: REASON }),
    ).toBeTruthy();
    await user.click(button('Confirm true match'));
    expect(patches).toHaveLength(0);

    // A note and the assignee stay the proposer's to change.
    expect(button('Assign to me').disabled).toBe(false);
    expect(button('Assign to me').getAttribute('aria-describedby')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Asked Grace');
    await user.click(button('Add note'));
    await waitFor(() => expect(patches.map((p) => p.body)).toEqual([{ note: 'Asked Grace' }]));
  });

  it('lets another member confirm the proposal, with no reason shown', async () => {
    const { user, patches, button } = renderActions(proposedBy(GRACE), ME);
    const confirm = button('Confirm true match');
    expect(confirm.disabled).toBe(false);
    expect(confirm.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(REASON)).toBeNull();
    await user.click(confirm);
    await waitFor(() =>
      expect(patches.map((p) => p.body)).toEqual([{ reviewState: 'true_match' }]),
    );
  });
});
