import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MonitoredSubject, MonitoringAlert } from '@pulse/api-client';
import type { MemberRole } from '@pulse/auth';
import { answer } from '@pulse/test-utils';
import { acmeSubject, subjectOf } from '../test/fixtures';
import { renderPage } from '../test/render';
import { MonitoringPage } from './monitoring-page';

const subject = subjectOf;
const acme = acmeSubject;
const alert = (changes: Partial<MonitoringAlert> = {}): MonitoringAlert => ({
  id: 'a-1',
  subjectId: 's-1',
  subjectName: 'Ada Lovelace',
  kind: 'new_match',
  entryId: 'ofac-sdn:10',
  recordId: 'ofac-sdn:10',
  entryName: 'ADA LOVELACE',
  source: 'ofac-sdn',
  listVersion: 12,
  updateId: 'u-1',
  caseId: 'c-9',
  createdAt: '2026-11-28T11:00:00.000Z',
  ...changes,
});

const subjectsPage = (items: MonitoredSubject[], nextCursor: string | null = null) => ({
  items,
  nextCursor,
  total: items.length,
});
const noAlerts = () => answer('get /monitoring/alerts', () => ({ items: [], nextCursor: null }));
const someSubjects = () =>
  answer('get /monitoring/subjects', () => subjectsPage([subject(), acme]));

const open = (role: MemberRole = 'owner', path = '/monitoring') =>
  renderPage(<MonitoringPage />, { path, pattern: '/monitoring', role });

const table = () => screen.findByRole('table', { name: 'Monitored subjects' });

describe('Monitoring: alerts', () => {
  it('names each alert’s kind in words, its subject, entry, list and version, when, and its case', async () => {
    answer('get /monitoring/alerts', () => ({
      items: [
        alert(),
        alert({ id: 'a-2', kind: 'changed_match', caseId: null, listVersion: 13 }),
        alert({ id: 'a-3', kind: 'match_ended', source: 'un', caseId: null }),
      ],
      nextCursor: null,
    }));
    someSubjects();
    open();
    const list = await screen.findByRole('list', { name: 'Alerts' });
    const [first, second, third] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByText('New match')).toBeTruthy();
    expect(within(first).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(first).getByText('matches ADA LOVELACE')).toBeTruthy();
    expect(within(first).getByText(/^OFAC SDN · version 12 · 28\/11\/2026, /)).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Open case' }).getAttribute('href')).toBe(
      '/cases/c-9',
    );
    expect(within(second).getByText('Changed match')).toBeTruthy();
    expect(within(second).getByText(/^OFAC SDN · version 13 · /)).toBeTruthy();
    expect(within(second).queryByRole('link', { name: 'Open case' })).toBeNull();
    expect(within(third).getByText('Match ended')).toBeTruthy();
    expect(within(third).getByText(/^UN Security Council · version 12 · /)).toBeTruthy();
  });

  it('opens the details of an alert’s list entry', async () => {
    answer('get /monitoring/alerts', () => ({ items: [alert()], nextCursor: null }));
    someSubjects();
    const entries = answer('get /aml/entries/:id', () => ({
      id: 'ofac-sdn:10',
      source: 'ofac-sdn',
      name: 'ADA LOVELACE',
      entityType: 'individual',
      aliases: [],
      datesOfBirth: [{ text: '1815-12-10' }],
      nationalities: ['GB'],
      programs: ['SDGT'],
      addresses: [],
      remarks: null,
    }));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Details of ADA LOVELACE' }));
    expect(await screen.findByText('SDGT')).toBeTruthy();
    expect(entries[0]?.args.id).toBe('ofac-sdn:10');
    expect(screen.getByRole('button', { name: 'Details of ADA LOVELACE' }).textContent).toBe(
      'Hide details',
    );
  });

  it('says when there are no alerts', async () => {
    noAlerts();
    someSubjects();
    open();
    expect(
      await screen.findByText(
        "No alerts yet. They appear when a list update changes a subject's matches.",
      ),
    ).toBeTruthy();
  });

  it('offers a retry when the alerts could not be loaded', async () => {
    answer('get /monitoring/alerts', () => Promise.reject({ status: 500 }));
    someSubjects();
    open();
    expect(await screen.findByText('Alerts could not be loaded.')).toBeTruthy();
  });
});

describe('Monitoring: subjects', () => {
  it('shows each subject’s name, kind, reference, origin, last screen, decision and matches', async () => {
    noAlerts();
    someSubjects();
    open();
    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'NameKindReferenceOriginLast screenedDecisionMatchesActions',
      expect.stringMatching(
        /^Ada LovelacePersonCUST-1Report28\/11\/2026, .*Risky2Stop monitoring$/,
      ),
      expect.stringMatching(/^Acme LtdBusiness—Batch28\/11\/2026, .*Verified0Stop monitoring$/),
    ]);
    expect(screen.getByText('2 subjects monitored')).toBeTruthy();
  });

  it('names a subject added by hand or through the API', async () => {
    noAlerts();
    answer('get /monitoring/subjects', () => subjectsPage([subject({ origin: 'api' })]));
    open();
    expect(within(await table()).getByText('Added by hand or API')).toBeTruthy();
    expect(screen.getByText('1 subject monitored')).toBeTruthy();
  });

  it('searches and filters by decision through the URL, from the first page', async () => {
    noAlerts();
    const calls = someSubjects();
    const { user, router } = open();
    await table();
    await user.type(screen.getByRole('textbox', { name: 'Search subjects' }), 'ada');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.args.q).toBe('ada'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Decision' }), 'Declined');
    await waitFor(() =>
      expect(calls.at(-1)?.args).toMatchObject({ q: 'ada', decision: 'DECLINED' }),
    );
    expect(router.state.location.search).toBe('?q=ada&decision=DECLINED');
    expect(await screen.findByText('2 subjects match')).toBeTruthy();
  });

  it('reads a shared view from the URL', async () => {
    noAlerts();
    const calls = answer('get /monitoring/subjects', () => subjectsPage([]));
    open('owner', '/monitoring?q=acme&decision=RISKY');
    expect(await screen.findByText('No monitored subject matches these filters.')).toBeTruthy();
    expect(calls[0]?.args).toMatchObject({ q: 'acme', decision: 'RISKY', limit: '20' });
    expect((screen.getByRole('combobox', { name: 'Decision' }) as HTMLSelectElement).value).toBe(
      'RISKY',
    );
  });

  it('reads a link saved with the old outcome filter', async () => {
    noAlerts();
    const calls = answer('get /monitoring/subjects', () => subjectsPage([]));
    open('owner', '/monitoring?outcome=DECLINED');
    expect(await screen.findByText('No monitored subject matches these filters.')).toBeTruthy();
    expect(calls[0]?.args).toMatchObject({ decision: 'DECLINED' });
    expect((screen.getByRole('combobox', { name: 'Decision' }) as HTMLSelectElement).value).toBe(
      'DECLINED',
    );
  });

  it('pages with the cursor, and back', async () => {
    noAlerts();
    const calls = answer('get /monitoring/subjects', (args) =>
      args.cursor === 'c2' ? subjectsPage([acme]) : subjectsPage([subject()], 'c2'),
    );
    const { user } = open();
    await table();
    const pages = screen.getByRole('navigation', { name: 'Pages of subjects' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Acme Ltd')).toBeTruthy();
    expect(calls.at(-1)?.args.cursor).toBe('c2');
    expect(within(pages).getByText('Page 2')).toBeTruthy();
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
  });

  it('says when nothing is monitored yet', async () => {
    noAlerts();
    answer('get /monitoring/subjects', () => subjectsPage([]));
    open();
    expect(
      await screen.findByText(
        'No subjects are monitored yet. Add one, or monitor a report or the rows of a batch.',
      ),
    ).toBeTruthy();
  });

  it.each(['viewer', 'analyst'] as const)(
    'tells a %s with nothing monitored who adds subjects, not to add one',
    async (role) => {
      noAlerts();
      answer('get /monitoring/subjects', () => subjectsPage([]));
      open(role);
      expect(
        await screen.findByText(
          'No subjects are monitored yet. An owner, admin or developer can add them.',
        ),
      ).toBeTruthy();
      expect(screen.queryByText(/Add one/)).toBeNull();
      expect(screen.queryByRole('button', { name: /add/i })).toBeNull();
    },
  );

  it('offers a retry when the subjects could not be loaded', async () => {
    noAlerts();
    let fail = true;
    answer('get /monitoring/subjects', () =>
      fail ? Promise.reject({ status: 500 }) : subjectsPage([subject()]),
    );
    const { user } = open();
    expect(await screen.findByText('Subjects could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await table()).toBeTruthy();
  });

  it('stops monitoring a subject after a confirmation, and keeps it when the reader changes their mind', async () => {
    noAlerts();
    let items = [subject(), acme];
    answer('get /monitoring/subjects', () => subjectsPage(items));
    const stops = answer('delete /monitoring/subjects/:id', () => {
      items = [acme];
      return undefined;
    });
    const { user } = open();
    await table();
    await user.click(screen.getByRole('button', { name: 'Stop monitoring Ada Lovelace' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Stop monitoring “Ada Lovelace”?')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'This subject is no longer screened after list updates. Its past alerts and cases stay.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep monitoring' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(stops).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Stop monitoring Ada Lovelace' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Stop monitoring' }));
    expect(await screen.findByText('Stopped monitoring Ada Lovelace')).toBeTruthy();
    expect(stops[0]?.args.id).toBe('s-1');
    await waitFor(() => expect(screen.queryByText('Ada Lovelace')).toBeNull());
  });

  it.each(['viewer', 'analyst'] as const)('lets a %s read without stop or add', async (role) => {
    noAlerts();
    someSubjects();
    open(role);
    const rows = within(await table()).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('NameKindReferenceOriginLast screenedDecisionMatches');
    expect(screen.queryByRole('button', { name: /Stop monitoring/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add subject' })).toBeNull();
  });

  it('shows the loading texts while the lists are read', async () => {
    answer('get /monitoring/alerts', () => new Promise(() => {}));
    answer('get /monitoring/subjects', () => new Promise(() => {}));
    open();
    expect(await screen.findByText('Loading alerts')).toBeTruthy();
    expect(screen.getByText('Loading subjects')).toBeTruthy();
  });
});
