import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { answer } from '@pulse/test-utils';
import { acmeSubject, subjectOf } from '../test/fixtures';
import { renderPage } from '../test/render';
import { MonitoringPage } from './monitoring-page';

const noAlerts = () => answer('get /monitoring/alerts', () => ({ items: [], nextCursor: null }));
const someSubjects = () =>
  answer('get /monitoring/subjects', () => ({
    items: [subjectOf(), acmeSubject],
    nextCursor: null,
    total: 2,
  }));
const open = () => renderPage(<MonitoringPage />, { path: '/monitoring', pattern: '/monitoring' });
const form = () => screen.findByRole('form', { name: 'Add subject' });

describe('Monitoring: add subject', () => {
  it('is reached from the header’s “Add a subject”, which focuses the form’s Name field', async () => {
    noAlerts();
    someSubjects();
    const { user } = open();
    const name = within(await form()).getByRole('textbox', { name: /^Name/ });
    await user.click(screen.getByRole('button', { name: 'Add a subject' }));
    expect(document.activeElement).toBe(name);
  });

  it('is reached from an empty subject list too', async () => {
    noAlerts();
    answer('get /monitoring/subjects', () => ({ items: [], nextCursor: null, total: 0 }));
    const { user } = open();
    await screen.findByText(/^No subjects are monitored yet/);
    const name = within(await form()).getByRole('textbox', { name: /^Name/ });
    const [, inList] = screen.getAllByRole('button', { name: 'Add a subject' });
    await user.click(inList as HTMLElement);
    expect(document.activeElement).toBe(name);
  });

  it('says the price, and checks the name and the date of birth before sending', async () => {
    noAlerts();
    someSubjects();
    const posts = answer('post /monitoring/subjects', () => ({ subject: subjectOf() }));
    const { user } = open();
    const f = within(await form());
    expect(
      f.getByText(
        'Adding a subject uses one AML call. Re-screens after list updates are included.',
      ),
    ).toBeTruthy();
    await user.type(f.getByRole('textbox', { name: 'Date of birth' }), '01/01/2099');
    await user.click(f.getByRole('button', { name: 'Add subject' }));
    expect(await f.findByText('Name is required')).toBeTruthy();
    expect(f.getByText('Date of birth must be a past date')).toBeTruthy();
    await user.click(f.getByRole('textbox', { name: /^Name/ }));
    await user.paste('x'.repeat(201));
    expect(await f.findByText('Name must be at most 200 characters')).toBeTruthy();
    expect(posts).toHaveLength(0);
  });

  it('takes the date of birth as DD/MM/YYYY, like every other date, and refuses one that is not a date', async () => {
    noAlerts();
    someSubjects();
    const posts = answer('post /monitoring/subjects', () => ({ subject: subjectOf() }));
    const { user } = open();
    const f = within(await form());
    const dob = f.getByRole('textbox', { name: 'Date of birth' });
    expect(dob.getAttribute('placeholder')).toBe('DD/MM/YYYY');
    await user.type(f.getByRole('textbox', { name: /^Name/ }), 'Ada Lovelace');
    await user.type(dob, '31/02/1990');
    await user.click(f.getByRole('button', { name: 'Add subject' }));
    expect(await f.findByText('Date input not valid.')).toBeTruthy();
    expect(posts).toHaveLength(0);
  });

  it('picks the date of birth from the calendar', async () => {
    noAlerts();
    someSubjects();
    const posts = answer('post /monitoring/subjects', () => ({ subject: subjectOf() }));
    const { user } = open();
    const f = within(await form());
    await user.type(f.getByRole('textbox', { name: /^Name/ }), 'Ada Lovelace');
    await user.click(f.getByRole('button', { name: 'Choose Date of birth from calendar' }));
    const calendar = await screen.findByRole('dialog', { name: 'Date of birth' });
    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'Year' }), '1955');
    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'Month' }), 'December');
    await user.click(within(calendar).getByRole('button', { name: '10 December 1955' }));
    expect((f.getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement).value).toBe(
      '10/12/1955',
    );
    await user.click(f.getByRole('button', { name: 'Add subject' }));
    await waitFor(() => expect(posts[0]?.body).toMatchObject({ dateOfBirth: '1955-12-10' }));
  });

  it('adds a person with what was typed, and says so', async () => {
    noAlerts();
    const lists = someSubjects();
    const posts = answer('post /monitoring/subjects', () =>
      Response.json({ subject: subjectOf() }, { status: 201 }),
    );
    const { user } = open();
    const f = within(await form());
    await user.type(f.getByRole('textbox', { name: /^Name/ }), ' Ada Lovelace ');
    await user.type(f.getByRole('textbox', { name: 'Date of birth' }), '10/12/1955');
    await user.selectOptions(f.getByRole('combobox', { name: 'Country' }), 'GB');
    await user.type(f.getByRole('textbox', { name: 'Reference' }), 'CUST-1');
    const before = lists.length;
    await user.click(f.getByRole('button', { name: 'Add subject' }));
    expect(await f.findByText('Monitoring Ada Lovelace.')).toBeTruthy();
    expect(posts[0]?.body).toEqual({
      kind: 'person',
      name: 'Ada Lovelace',
      dateOfBirth: '1955-12-10',
      country: 'GB',
      reference: 'CUST-1',
    });
    await waitFor(() => expect(lists.length).toBeGreaterThan(before));
  });

  it('adds a business without a date of birth, and says when it was already monitored', async () => {
    noAlerts();
    someSubjects();
    const posts = answer('post /monitoring/subjects', () => ({ subject: acmeSubject }));
    const { user } = open();
    const f = within(await form());
    // A date half typed before the switch does not hold back the business.
    await user.type(f.getByRole('textbox', { name: 'Date of birth' }), '31/02');
    await user.selectOptions(f.getByRole('combobox', { name: /^Kind/ }), 'Business');
    expect(f.queryByRole('textbox', { name: 'Date of birth' })).toBeNull();
    await user.type(f.getByRole('textbox', { name: /^Name/ }), 'Acme Ltd');
    await user.click(f.getByRole('button', { name: 'Add subject' }));
    expect(await f.findByText('Acme Ltd is already monitored.')).toBeTruthy();
    expect(posts[0]?.body).toEqual({ kind: 'business', name: 'Acme Ltd' });
  });

  it('says there are no AML calls left, with the way to top up', async () => {
    noAlerts();
    someSubjects();
    answer('post /monitoring/subjects', () =>
      Promise.reject({
        status: 402,
        body: { error: 'No calls left for AML checks.', code: 'NO_CALLS_LEFT' },
      }),
    );
    const { user } = open();
    const f = within(await form());
    await user.type(f.getByRole('textbox', { name: /^Name/ }), 'Ada Lovelace');
    await user.click(f.getByRole('button', { name: 'Add subject' }));
    const shown = await f.findByRole('alert');
    expect(within(shown).getByText('You have no AML calls left')).toBeTruthy();
    expect(within(shown).getByText(/No calls left for AML checks\./)).toBeTruthy();
    expect(
      within(shown).getByRole('link', { name: 'Top up on the Billing page' }).getAttribute('href'),
    ).toBe('/billing');
  });

  it('shows another refusal in the API’s words', async () => {
    noAlerts();
    someSubjects();
    answer('post /monitoring/subjects', () =>
      Promise.reject({
        status: 400,
        body: { error: 'country is not supported', code: 'VALIDATION_ERROR' },
      }),
    );
    const { user } = open();
    const f = within(await form());
    await user.type(f.getByRole('textbox', { name: /^Name/ }), 'Ada Lovelace');
    await user.click(f.getByRole('button', { name: 'Add subject' }));
    expect(within(await f.findByRole('alert')).getByText('country is not supported')).toBeTruthy();
  });
});
