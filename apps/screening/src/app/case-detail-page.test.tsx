import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Case, CaseChange, CaseEvent } from '@pulse/api-client';
import { answer } from '@pulse/test-utils';
import { GRACE, ME, caseDetailOf, eventOf, teamOf } from '../test/fixtures';
import { actionNames, actions, api, open } from '../test/case-detail';

describe('Case detail', () => {
  it('shows the subject, origin with its report, review state, assignee and the matches', async () => {
    api(
      caseDetailOf({
        assigneeId: GRACE,
        origin: 'batch',
        batchId: 'b0b0b0b0-0000-4000-8000-000000000001',
        subject: { name: 'John Smith', dob: '1970-01-02', country: 'GB' },
        matches: [
          ...caseDetailOf().matches,
          {
            entryId: 'un:QDi.1',
            name: 'SMYTH, Jon',
            source: 'un',
            sourceLabel: 'UN Security Council',
            listVersion: null,
            sourceType: 'sanction',
            score: 0.815,
            matchedName: 'Jon Smith',
            matchedFields: ['alias', 'gender'],
            fingerprint: null,
          },
        ],
      }),
    );
    open();
    expect(await screen.findByRole('heading', { name: 'John Smith' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← All cases' }).getAttribute('href')).toBe('/cases');
    expect(screen.getByText('Open')).toBeTruthy();
    expect(
      await screen.findByText(/^SUSPICIOUS · Opened 28\/11\/2026, .* · Assigned to Grace Hopper$/),
    ).toBeTruthy();
    const subject = within(screen.getByLabelText('Subject'));
    const origin = within(screen.getByLabelText('Origin'));
    expect(subject.getByText('Kind')).toBeTruthy();
    expect(subject.getByText('Person')).toBeTruthy();
    expect(subject.getByText('Name')).toBeTruthy();
    expect(subject.getByText('Date of birth')).toBeTruthy();
    expect(subject.getByText('1970-01-02')).toBeTruthy();
    expect(subject.getByText('Gender')).toBeTruthy();
    expect(subject.getByText('Not given')).toBeTruthy();
    expect(subject.getByText('Country')).toBeTruthy();
    expect(subject.getByText('GB')).toBeTruthy();
    expect(origin.getByText('Origin')).toBeTruthy();
    // The origin, and the label of the batch link.
    expect(origin.getAllByText('Batch').map((e) => e.tagName)).toEqual(['DD', 'DT']);
    expect(origin.getByText('Screened')).toBeTruthy();
    expect(origin.getByText(/^28\/11\/2026, /)).toBeTruthy();
    expect(origin.getByText('Report')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View report' }).getAttribute('href')).toBe(
      '/reports/rpt-1',
    );
    expect(screen.getByRole('link', { name: 'View batch' }).getAttribute('href')).toBe(
      '/batches/b0b0b0b0-0000-4000-8000-000000000001',
    );

    const table = screen.getByRole('table', { name: 'Matches' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Entry', 'List', 'Matched fields', 'Score']);
    expect(within(table).getByRole('button', { name: 'Details of SMITH, John' })).toBeTruthy();
    expect(within(table).getByText('ofac-sdn:10')).toBeTruthy();
    expect(within(table).getByText('OFAC SDN')).toBeTruthy();
    expect(within(table).getByText('Version 12')).toBeTruthy();
    expect(within(table).getByText('Name, Date of birth')).toBeTruthy();
    expect(within(table).getByText('92%')).toBeTruthy();
    // The id is one unbreakable token; the name it matched under follows it.
    const id = within(table).getByText('un:QDi.1');
    expect(id.parentElement?.textContent).toBe('un:QDi.1 · matched “Jon Smith”');
    expect(within(table).getByText('UN Security Council')).toBeTruthy();
    expect(within(table).getByText('Version not known')).toBeTruthy();
    expect(within(table).getByText('Alias, Gender')).toBeTruthy();
    expect(within(table).getByText('82%')).toBeTruthy();
    for (const title of ['Subject', 'Matches', 'Review', 'History'])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
  });

  it("opens a match's list entry as List updates does, and says when it left the list", async () => {
    api();
    answer('get /aml/entries/:id', () => {
      throw { status: 404, body: { error: 'List entry not found', code: 'NOT_FOUND' } };
    });
    const { user } = open();
    const details = await screen.findByRole('button', { name: 'Details of SMITH, John' });
    await user.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('This entry is no longer on the list.')).toBeTruthy();
  });

  it('offers the actions of each review state, and sends each as its PATCH with the note', async () => {
    const cases: Array<[Case['reviewState'], string[]]> = [
      ['open', ['Start review', 'True match', 'False positive', 'Escalate']],
      ['in_review', ['True match', 'False positive', 'Escalate']],
      ['escalated', ['Start review', 'True match', 'False positive']],
      ['true_match', ['Reopen']],
      ['false_positive', ['Reopen']],
    ];
    for (const [reviewState, labels] of cases) {
      // The API answers the case unchanged, so every action of the state stays to be tried.
      const detail = caseDetailOf({ reviewState });
      const patches = api(detail, () => detail);
      const { user, unmount } = open();
      expect(await actionNames()).toEqual([...labels, 'Assign to me', 'Add note']);
      const sent: CaseChange[] = [];
      for (const label of labels) {
        await user.click(within(await actions()).getByRole('button', { name: label }));
        await waitFor(() => expect(patches).toHaveLength(sent.length + 1));
        sent.push(patches.at(-1)?.body as CaseChange);
      }
      const expected: Record<string, Case['reviewState']> = {
        'Start review': 'in_review',
        'True match': 'true_match',
        'False positive': 'false_positive',
        Escalate: 'escalated',
        Reopen: 'in_review',
      };
      expect(sent).toEqual(labels.map((l) => ({ reviewState: expected[l] })));
      unmount();
    }
  });

  it('sends the typed note with the action, clears it once saved, and adds a note alone', async () => {
    const patches = api();
    const { user } = open();
    const note = await screen.findByRole('textbox', { name: 'Note (optional)' });
    expect(screen.getByText('Saved in the history with the next action.')).toBeTruthy();
    const addNote = within(await actions()).getByRole('button', { name: 'Add note' });
    expect((addNote as HTMLButtonElement).disabled).toBe(true);
    await user.type(note, '  Different date of birth  ');
    await user.click(within(await actions()).getByRole('button', { name: 'False positive' }));
    await waitFor(() =>
      expect(patches.map((c) => c.body)).toEqual([
        { reviewState: 'false_positive', note: 'Different date of birth' },
      ]),
    );
    await waitFor(() => expect((note as HTMLTextAreaElement).value).toBe(''));
    await user.type(note, 'Checked the passport');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(patches.at(-1)?.body).toEqual({ note: 'Checked the passport' }));
  });

  it('assigns the case to me, and unassigns it', async () => {
    const patches = api(caseDetailOf({ assigneeId: GRACE }));
    const { user } = open();
    expect(await actionNames()).toEqual([
      'Start review',
      'True match',
      'False positive',
      'Escalate',
      'Assign to me',
      'Unassign',
      'Add note',
    ]);
    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(patches.at(-1)?.body).toEqual({ assigneeId: ME }));
    expect(await screen.findByText(/ · Assigned to Ada Lovelace$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Unassign' }));
    await waitFor(() => expect(patches.at(-1)?.body).toEqual({ assigneeId: null }));
    expect(await screen.findByText(/ · Unassigned$/)).toBeTruthy();
  });

  it('explains a refused transition, keeps the note, and shows the case as it now is', async () => {
    let detail = caseDetailOf({ reviewState: 'open' });
    answer('get /members', () => ({ members: teamOf() }));
    answer('get /cases/:id', () => detail);
    answer('patch /cases/:id', () => {
      // Someone else closed it meanwhile.
      detail = caseDetailOf({ reviewState: 'false_positive' });
      throw {
        status: 409,
        body: {
          error: 'A case in false_positive cannot move to escalated',
          code: 'INVALID_TRANSITION',
        },
      };
    });
    const { user } = open();
    const note = await screen.findByRole('textbox', { name: 'Note (optional)' });
    await user.type(note, 'Needs compliance');
    await user.click(screen.getByRole('button', { name: 'Escalate' }));
    expect(
      await screen.findByText(
        'This case changed since you opened it, so that action no longer applies. It now shows its current review state.',
      ),
    ).toBeTruthy();
    expect((note as HTMLTextAreaElement).value).toBe('Needs compliance');
    expect(await screen.findByText('False positive')).toBeTruthy();
    expect(await actionNames()).toEqual(['Reopen', 'Assign to me', 'Add note']);
  });

  it("shows a four-eyes proposal and confirms another member's", async () => {
    const history: CaseEvent[] = [
      eventOf({ action: 'opened' }),
      eventOf({
        action: 'proposed',
        actorId: GRACE,
        actorName: 'Grace Hopper',
        from: 'open',
        to: 'true_match',
        at: '2026-11-28T11:00:00.000Z',
      }),
    ];
    const patches = api(
      caseDetailOf(
        { reviewState: 'in_review', proposedDisposition: 'true_match', proposedBy: GRACE },
        history,
      ),
    );
    const { user } = open();
    expect(
      await screen.findByText(
        'Proposed as true match by Grace Hopper — a second reviewer must confirm.',
      ),
    ).toBeTruthy();
    const events = screen.getByRole('list', { name: 'History' });
    expect(within(events).getByText('Proposed as true match')).toBeTruthy();
    expect(within(events).getByText(/^Grace Hopper · 28\/11\/2026, /)).toBeTruthy();
    const note = screen.getByRole('textbox', { name: 'Note (optional)' });
    await user.type(note, 'Confirmed by passport');
    await user.click(screen.getByRole('button', { name: 'Confirm true match' }));
    await waitFor(() =>
      expect(patches[0]?.body).toEqual({
        reviewState: 'true_match',
        note: 'Confirmed by passport',
      }),
    );
  });

  it('explains a true match refused because I proposed it elsewhere, and keeps the note', async () => {
    // The page still shows the case before my proposal (made from another tab).
    const patches = api(caseDetailOf({ reviewState: 'in_review' }), () => {
      throw {
        status: 409,
        body: {
          error: 'A second reviewer must confirm this true match: you proposed it',
          code: 'FOUR_EYES_SAME_REVIEWER',
        },
      };
    });
    const { user } = open();
    const note = await screen.findByRole('textbox', { name: 'Note (optional)' });
    await user.type(note, 'Confirmed by passport');
    await user.click(screen.getByRole('button', { name: 'True match' }));
    expect(
      await screen.findByText('You proposed this true match. A second reviewer must confirm it.'),
    ).toBeTruthy();
    expect(patches[0]?.body).toEqual({ reviewState: 'true_match', note: 'Confirmed by passport' });
    expect((note as HTMLTextAreaElement).value).toBe('Confirmed by passport');
  });

  it('shows the history: what, who, when, from → to and the notes', async () => {
    api(
      caseDetailOf({ reviewState: 'false_positive', assigneeId: GRACE }, [
        eventOf({ action: 'opened' }),
        eventOf({
          action: 'assigned',
          actorId: GRACE,
          actorName: 'Grace Hopper',
          from: null,
          to: GRACE,
        }),
        eventOf({
          action: 'status',
          actorId: GRACE,
          actorName: 'Grace Hopper',
          from: 'open',
          to: 'false_positive',
        }),
        eventOf({
          action: 'note',
          actorId: GRACE,
          actorName: 'Grace Hopper',
          note: 'Born in another decade',
        }),
        eventOf({ action: 'assigned', actorId: GRACE, actorName: 'Grace Hopper', to: null }),
      ]),
    );
    open('analyst');
    const items = within(await screen.findByRole('list', { name: 'History' })).getAllByRole(
      'listitem',
    );
    expect(items.map((i) => i.firstElementChild?.textContent)).toEqual([
      'Case opened',
      'Assigned to Grace Hopper',
      'Review state: Open → False positive',
      'Note added',
      'Unassigned',
    ]);
    const [opened, , status, note] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(opened).getByText(/^Pulse · 28\/11\/2026, /)).toBeTruthy();
    expect(within(status).getByText(/^Grace Hopper · 28\/11\/2026, /)).toBeTruthy();
    expect(within(note).getByText('Born in another decade')).toBeTruthy();
  });

  it('shows the list fields a reopening names, before → after, when the event carries them', async () => {
    const reopened = {
      ...eventOf({ action: 'reopened', from: 'false_positive', to: 'in_review' }),
      diff: [
        { field: 'name', before: 'SMITH, Jon', after: 'SMITH, John' },
        { field: 'datesOfBirth', before: [], after: ['1970-01-02'] },
      ],
    };
    api(caseDetailOf({ reviewState: 'in_review' }, [eventOf({ action: 'opened' }), reopened]));
    open();
    const history = await screen.findByRole('list', { name: 'History' });
    expect(within(history).getByText('Reopened')).toBeTruthy();
    const fields = within(history).getByRole('list', { name: 'Changed list fields' });
    expect(
      within(fields)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Name: SMITH, Jon → SMITH, John', 'Dates of birth: none → 1970-01-02']);
  });

  it("says when a case has no matches, an assignee this role cannot name, and any other refusal in the API's words", async () => {
    api(caseDetailOf({ matches: [], assigneeId: GRACE }), () => {
      throw {
        status: 400,
        body: { error: 'assigneeId is not a member of this team', code: 'VALIDATION_ERROR' },
      };
    });
    const { user } = open('analyst');
    expect(await screen.findByText('No matches in this case.')).toBeTruthy();
    expect(screen.getByText(/ · Assigned to a member$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unassign' }));
    expect(await screen.findByText('assigneeId is not a member of this team')).toBeTruthy();
  });

  it('says when the case does not exist, and when it could not be loaded', async () => {
    answer('get /members', () => ({ members: teamOf() }));
    answer('get /cases/:id', () => {
      throw { status: 404, body: { error: 'Case not found', code: 'NOT_FOUND' } };
    });
    const { unmount } = open();
    expect(screen.getByText('Loading case')).toBeTruthy();
    expect(
      await screen.findByText('This case does not exist, or belongs to the other view mode.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Case' })).toBeTruthy();
    unmount();
    answer('get /cases/:id', () => {
      throw { status: 503, body: { error: 'Database unavailable', code: 'UNAVAILABLE' } };
    });
    open();
    expect(await screen.findByText('The case could not be loaded.')).toBeTruthy();
  });
});
