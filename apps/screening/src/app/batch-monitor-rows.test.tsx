import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MemberRole } from '@pulse/auth';
import { answer } from '@pulse/test-utils';
import { detailOf } from '../test/fixtures';
import { renderPage } from '../test/render';
import { BatchDetailPage } from './batch-detail-page';

const done = detailOf({ state: 'done', rowsLeft: 0, finishedAt: '2026-11-28T11:00:00.000Z' });

function renderDetail(role: MemberRole = 'owner') {
  return renderPage(<BatchDetailPage />, { path: '/batches/b-1', pattern: '/batches/:id', role });
}

const section = async () => {
  await screen.findByRole('heading', { name: 'Monitor rows' });
  return within(
    screen.getByRole('heading', { name: 'Monitor rows' }).closest('section') ?? document.body,
  );
};

describe('Batch detail: monitor rows', () => {
  it('monitors all rows of a done AML batch and says how many were added', async () => {
    answer('get /batches/:id', () => done);
    const posts = answer('post /monitoring/subjects', () =>
      Response.json({ added: 550, alreadyMonitored: 50 }, { status: 201 }),
    );
    const { user } = renderDetail();
    const s = await section();
    expect(
      s.getByText('Screen the subjects of this batch again after every list update.'),
    ).toBeTruthy();
    expect(
      s.getByText(
        'Adding a subject uses one AML call. Re-screens after list updates are included.',
      ),
    ).toBeTruthy();
    await user.click(s.getByRole('button', { name: 'Monitor all rows' }));
    expect(await s.findByText('550 subjects added, 50 already monitored.')).toBeTruthy();
    expect(posts[0]?.body).toEqual({ batchId: 'b-1' });
  });

  it('monitors only the rows of the chosen decisions', async () => {
    answer('get /batches/:id', () => detailOf({ state: 'cancelled', service: 'amlBusiness' }));
    const posts = answer('post /monitoring/subjects', () => ({ added: 1, alreadyMonitored: 0 }));
    const { user } = renderDetail();
    const s = await section();
    const only = s.getByRole('button', { name: 'Monitor rows of these decisions' });
    expect((only as HTMLButtonElement).disabled).toBe(true);
    await user.click(s.getByText('Declined'));
    await user.click(s.getByText('Risky'));
    await user.click(only);
    expect(await s.findByText('1 subject added, 0 already monitored.')).toBeTruthy();
    expect(posts[0]?.body).toEqual({ batchId: 'b-1', decisions: ['RISKY', 'DECLINED'] });
  });

  it('says when the AML calls are used up', async () => {
    answer('get /batches/:id', () => done);
    answer('post /monitoring/subjects', () =>
      Promise.reject({ status: 402, body: { error: 'No calls left.', code: 'NO_CALLS_LEFT' } }),
    );
    const { user } = renderDetail();
    const s = await section();
    await user.click(s.getByRole('button', { name: 'Monitor all rows' }));
    expect(
      within(await s.findByRole('alert')).getByText('You have no AML calls left'),
    ).toBeTruthy();
  });

  it.each([
    ['a running batch', detailOf(), 'owner'],
    ['a phone batch', detailOf({ state: 'done', service: 'phoneLookup' }), 'owner'],
    ['a cancelled batch without rows done', detailOf({ state: 'cancelled', rowsDone: 0 }), 'owner'],
    ['an analyst', done, 'analyst'],
    ['a viewer', done, 'viewer'],
  ] as const)('offers no monitoring for %s', async (_, batch, role) => {
    answer('get /batches/:id', () => batch);
    renderDetail(role);
    await screen.findByRole('heading', { name: 'Decisions' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Monitor rows' })).toBeNull());
  });
});
