import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CaseCounts } from '@pulse/api-client';
import type { MemberRole } from '@pulse/auth';
import { answer } from '@pulse/test-utils';
import { ALAN, GRACE, ME, caseOf, healthOf, teamOf } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { CasesPage } from './cases-page';

const counts: CaseCounts = {
  open: 3,
  in_review: 1,
  true_match: 2,
  false_positive: 4,
  escalated: 0,
};
const first = caseOf();
const second = caseOf({
  id: 'c0c0c0c0-0000-4000-8000-000000000002',
  reviewState: 'in_review',
  proposedDisposition: 'true_match',
  proposedBy: GRACE,
  origin: 'batch',
  batchId: 'b0b0b0b0-0000-4000-8000-000000000001',
  subjectKind: 'business',
  subject: { name: 'Acme Trading' },
  decision: 'RISKY',
  assigneeId: GRACE,
  matches: [],
});
const third = caseOf({
  id: 'c0c0c0c0-0000-4000-8000-000000000003',
  service: 'fraudEngine',
  subject: { name: 'Maria Garcia' },
  decision: 'DECLINED',
  assigneeId: ALAN,
});

/** Answers the queue, the four-eyes rule, the team and the imported lists; returns the queue's calls. */
function api({
  items = [first, second, third],
  fourEyes = false,
  nextCursor = null as string | null,
} = {}) {
  answer('get /cases/settings', () => ({ fourEyes }));
  answer('get /members', () => ({ members: teamOf() }));
  answer('get /health', () => healthOf());
  return answer('get /cases', () => ({ items, counts, nextCursor }));
}

const open = (path = '/cases', role: MemberRole = 'owner') =>
  renderPage(<CasesPage />, { path, pattern: '/cases', role });

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Cases' })).getAllByRole('link');

describe('Cases: the review queue', () => {
  it('lists the cases with subject, review state, origin, decision, matches, assignee and age', async () => {
    const calls = api();
    open();
    expect(screen.getByText('Loading cases')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cases' })).toBeTruthy();
    expect(
      screen.getByText(
        'AML results that were not verified and decisions your rules sent to review: true match, false positive or escalate.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Review queue')).toBeTruthy();
    const items = within(await screen.findByRole('list', { name: 'Cases' })).getAllByRole(
      'listitem',
    );
    const [a, b, c] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(a).getByRole('link', { name: 'John Smith' }).getAttribute('href')).toBe(
      `/cases/${first.id}`,
    );
    expect(within(a).getByText('Open')).toBeTruthy();
    expect(within(a).getByText('Person · Lookup · SUSPICIOUS · 1 match · best 92%')).toBeTruthy();
    expect(within(a).getByText(/^Unassigned · Opened 28\/11\/2026, /)).toBeTruthy();
    expect(within(b).getByText('In review')).toBeTruthy();
    expect(within(b).getByText('Awaiting second reviewer')).toBeTruthy();
    expect(within(b).getByText('Business · Batch · RISKY · No matches')).toBeTruthy();
    expect(within(b).getByText(/^Assigned to Grace Hopper · Opened /)).toBeTruthy();
    expect(
      within(c).getByText('Person · Fraud check · DECLINED · 1 match · best 92%'),
    ).toBeTruthy();
    expect(within(c).getByText(/^Assigned to Alan Turing · /)).toBeTruthy();
    expect(calls[0]?.args).toEqual({ limit: '20' });
  });

  it('lists a case opened by decision rules with the origin Rules, under its e-mail address', async () => {
    const byRules = caseOf({
      id: 'c0c0c0c0-0000-4000-8000-000000000004',
      origin: 'rules',
      service: 'emailLookup',
      subject: { email: 'olivia@acme-corp.com' },
      decision: 'RISKY',
      matches: [],
      rules: [{ ruleId: 'velocity', name: 'High velocity' }],
    });
    api({ items: [byRules] });
    open();
    const [row] = within(await screen.findByRole('list', { name: 'Cases' })).getAllByRole(
      'listitem',
    ) as [HTMLElement];
    expect(within(row).getByRole('link', { name: 'olivia@acme-corp.com' })).toBeTruthy();
    expect(within(row).getByText('Person · Rules · RISKY · No matches')).toBeTruthy();
  });

  it('shows the counts per review state as tiles that filter the queue by it, in the URL', async () => {
    const calls = api();
    const { user, router } = open();
    const tiles = await screen.findByRole('group', { name: 'Review state' });
    await waitFor(() =>
      expect(
        within(tiles)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['All10', 'Open3', 'In review1', 'Escalated0', 'True match2', 'False positive4']),
    );
    const all = within(tiles).getByRole('button', { name: 'All 10' });
    expect(all.getAttribute('aria-pressed')).toBe('true');
    await user.click(within(tiles).getByRole('button', { name: 'False positive 4' }));
    await waitFor(() => expect(calls.at(-1)?.args.state).toBe('false_positive'));
    expect(router.state.location.search).toBe('?state=false_positive');
    expect(
      within(tiles).getByRole('button', { name: 'False positive 4' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('filters by assignee (me, unassigned, a member), list and age, kept in the URL, and clears them', async () => {
    const calls = api();
    const { user, router } = open();
    await rows();
    const assignee = screen.getByRole('combobox', { name: 'Assignee' });
    expect(
      within(assignee)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Anyone', 'Me', 'Unassigned', 'Grace Hopper', 'Alan Turing']);
    await user.selectOptions(assignee, 'Me');
    await waitFor(() => expect(calls.at(-1)?.args.assignee).toBe(ME));
    expect(router.state.location.search).toBe('?assignee=me');
    await user.selectOptions(assignee, 'Unassigned');
    await waitFor(() => expect(calls.at(-1)?.args.assignee).toBe('none'));
    await user.selectOptions(assignee, 'Grace Hopper');
    await waitFor(() => expect(calls.at(-1)?.args.assignee).toBe(GRACE));

    const list = screen.getByRole('combobox', { name: 'List' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All lists', 'OFAC SDN', 'OFAC Consolidated', 'UN Security Council']);
    await user.selectOptions(list, 'UN Security Council');
    const age = screen.getByRole('combobox', { name: 'Age' });
    expect(
      within(age)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any age', 'Older than 1 day', 'Older than 7 days', 'Older than 30 days']);
    await user.selectOptions(age, 'Older than 7 days');
    await waitFor(() =>
      expect(calls.at(-1)?.args).toEqual({
        assignee: GRACE,
        source: 'un',
        age: '7',
        limit: '20',
      }),
    );
    expect(router.state.location.search).toBe(`?assignee=${GRACE}&source=un&age=7`);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(calls.at(-1)?.args).toEqual({ limit: '20' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('opens on the view of a shared URL, asking for "me" only once the team says who that is', async () => {
    const calls = api();
    open(`/cases?state=open&assignee=me&source=ofac-sdn&age=30`);
    await rows();
    expect(calls.map((c) => c.args)).toEqual([
      { state: 'open', assignee: ME, source: 'ofac-sdn', age: '30', limit: '20' },
    ]);
    expect(
      (screen.getByRole('combobox', { name: 'Age' }) as HTMLSelectElement).selectedOptions[0]
        ?.textContent,
    ).toBe('Older than 30 days');
  });

  it('walks the rows with ArrowDown/ArrowUp and j/k, and opens the focused case with Enter', async () => {
    api();
    const { user, router } = open();
    const [a, b, c] = (await rows()) as [HTMLElement, HTMLElement, HTMLElement];
    expect(screen.getByText((_, el) => el?.id === 'case-keys').textContent).toBe(
      '↓ or j next case · ↑ or k previous case · Enter opens it',
    );
    expect(screen.getByRole('list', { name: 'Cases' }).getAttribute('aria-describedby')).toBe(
      'case-keys',
    );
    a.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(b);
    await user.keyboard('j');
    expect(document.activeElement).toBe(c);
    await user.keyboard('j');
    expect(document.activeElement).toBe(c);
    await user.keyboard('k');
    expect(document.activeElement).toBe(b);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(a);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(c);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(a);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('at-other-route')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/cases/${second.id}`);
  });

  it('pages the queue with the cursor, kept in the URL, and back', async () => {
    const calls = api({ nextCursor: 'p2' });
    const { user, router } = open();
    await rows();
    expect(screen.getByText('Page 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.at(-1)?.args.cursor).toBe('p2'));
    expect(await screen.findByText('Page 2')).toBeTruthy();
    expect(router.state.location.search).toBe('?after=p2');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('says when there are no cases at all', async () => {
    api({ items: [] });
    open();
    expect(
      await screen.findByText('No cases yet. AML results that are not verified open one.'),
    ).toBeTruthy();
  });

  it('names a case whose subject has no name', async () => {
    api({ items: [caseOf({ subject: {} })] });
    open();
    expect(await screen.findByRole('link', { name: 'Unnamed subject' })).toBeTruthy();
  });

  it('says when no case matches the filters, from a link saved with the old `status` too', async () => {
    api({ items: [] });
    open('/cases?status=escalated');
    expect(await screen.findByText('No cases match these filters.')).toBeTruthy();
  });

  it('shows the error state and retries', async () => {
    answer('get /cases/settings', () => ({ fourEyes: false }));
    answer('get /members', () => ({ members: teamOf() }));
    answer('get /health', () => healthOf());
    let fail = true;
    answer('get /cases', () => {
      if (fail) throw { status: 503, body: { error: 'Database unavailable', code: 'UNAVAILABLE' } };
      return { items: [first], counts, nextCursor: null };
    });
    const { user } = open();
    expect(await screen.findByText('Cases could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('link', { name: 'John Smith' })).toBeTruthy();
  });
});

describe('Cases: the four-eyes rule', () => {
  it('lets an owner turn it on', async () => {
    api();
    const puts = answer('put /cases/settings', (_, body) => body);
    const { user } = open();
    const toggle = await screen.findByRole('switch', {
      name: 'Require a second reviewer to confirm a true match',
    });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);
    await waitFor(() => expect(puts.map((c) => c.body)).toEqual([{ fourEyes: true }]));
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
  });

  it('says when the setting could not be saved', async () => {
    api();
    answer('put /cases/settings', () => {
      throw {
        status: 403,
        body: { error: 'Your role does not allow this.', code: 'ROLE_FORBIDDEN' },
      };
    });
    const { user } = open();
    await user.click(
      await screen.findByRole('switch', {
        name: 'Require a second reviewer to confirm a true match',
      }),
    );
    expect(await screen.findByText('Your role does not allow this.')).toBeTruthy();
  });

  it('shows its state read-only to an analyst, who filters on "Me" from their profile but sees no team', async () => {
    answer('get /cases/settings', () => ({ fourEyes: true }));
    answer('get /user-data/profile', () => ({ memberId: GRACE, role: 'analyst' }));
    answer('get /health', () => healthOf());
    const calls = answer('get /cases', () => ({ items: [second], counts, nextCursor: null }));
    const { user } = open('/cases', 'analyst');
    expect(
      await screen.findByText('Four-eyes rule on: a second reviewer must confirm each true match.'),
    ).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    await rows();
    const assignee = screen.getByRole('combobox', { name: 'Assignee' });
    await waitFor(() =>
      expect(
        within(assignee)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Anyone', 'Me', 'Unassigned']),
    );
    // The team is not read (GET /members is for owners and admins): the assignee has no name.
    expect(screen.getByText(/^Assigned · Opened /)).toBeTruthy();
    expect(calls).toHaveLength(1);
    await user.selectOptions(assignee, 'Me');
    await waitFor(() => expect(calls.at(-1)?.args.assignee).toBe(GRACE));
  });

  it('tells a viewer it is off', async () => {
    answer('get /cases/settings', () => ({ fourEyes: false }));
    answer('get /health', () => healthOf());
    answer('get /cases', () => ({ items: [], counts, nextCursor: null }));
    open('/cases', 'viewer');
    expect(
      await screen.findByText('Four-eyes rule off: one reviewer may close a case as a true match.'),
    ).toBeTruthy();
  });
});
