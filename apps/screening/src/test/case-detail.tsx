import { screen, within } from '@testing-library/react';
import type { CaseChange, CaseDetail } from '@pulse/api-client';
import type { MemberRole } from '@pulse/auth';
import { answer } from '@pulse/test-utils';
import { CaseDetailPage } from '../app/case-detail-page';
import { GRACE, caseDetailOf, teamOf } from './fixtures';
import { renderPage } from './render';

/** The id of the case the detail tests open. */
export const ID = caseDetailOf().id;

/**
 * Answers the case (`detail`), the team, and PATCHes with `patch` (by default: the case with the
 * change applied); returns the PATCH calls.
 */
export function api(
  detail: CaseDetail = caseDetailOf(),
  patch: (body: CaseChange) => unknown = (body) => ({
    ...detail,
    ...(body.status ? { status: body.status } : {}),
    ...(body.assigneeId !== undefined ? { assigneeId: body.assigneeId } : {}),
  }),
) {
  answer('get /members', () => ({ members: teamOf() }));
  // Reviewers who cannot read the team learn their own id from their profile.
  answer('get /user-data/profile', () => ({ memberId: GRACE, role: 'analyst' }));
  answer('get /cases/:id', () => detail);
  return answer('patch /cases/:id', (_, body) => patch(body as CaseChange));
}

/** Renders the case detail page of ID as `role`. */
export const open = (role: MemberRole = 'owner') =>
  renderPage(<CaseDetailPage />, { path: `/cases/${ID}`, pattern: '/cases/:id', role });

/** The group of review actions, once shown. */
export const actions = async () => screen.findByRole('group', { name: 'Review actions' });
/** The names of the review actions shown, in order. */
export const actionNames = async () =>
  within(await actions())
    .getAllByRole('button')
    .map((b) => b.textContent);
