import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReportDecision } from '@pulse/api-client';
import { answer } from '@pulse/test-utils';
import { lookupAnswer } from '../test/fixtures';
import { renderDemo } from '../test/render-demo';
import { stubGeolocation } from '../test/stub-geolocation';

type User = ReturnType<typeof userEvent.setup>;
const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

const decision: ReportDecision = {
  outcome: 'RISKY',
  score: 65,
  fired: [
    { ruleId: 'disposable', name: 'Disposable e-mail', effect: { kind: 'score', points: 65 } },
    { ruleId: 'manual', name: 'Manual review', effect: { kind: 'force', outcome: 'review' } },
  ],
  skipped: [{ ruleId: 'prepaid', name: 'Prepaid card', message: 'no such key: bin' }],
  version: 2,
  mode: 'live',
};

const fillEmail = (u: User) => u.type(textbox('Email Address'), 'a@acme.io');

/** Each form of the demo: its page, its call and answer key, and how to fill it in. */
const FORMS: [string, string, string, (user: User) => Promise<void>][] = [
  ['email', 'emaillookup', 'emailPulse', fillEmail],
  ['ip', 'iplookup', 'ipPulse', (u) => u.type(textbox('IP Address'), '8.8.8.8')],
  ['phone', 'phonelookup', 'phonePulse', (u) => u.type(textbox('Phone Number'), '+14155552671')],
  [
    'bin-lookup',
    'binlookup',
    'binPulse',
    (u) => u.type(textbox('Credit/Debit Card Number'), '424242'),
  ],
  [
    'individual-aml',
    'amlperson',
    'individualAMLPulse',
    async (u) => {
      await u.type(textbox('First Name'), 'Ada');
      await u.type(textbox('Last Name'), 'Lovelace');
    },
  ],
  [
    'business-aml',
    'amlbusiness',
    'businessAMLPulse',
    (u) => u.type(textbox('Company Name'), 'Acme Trading'),
  ],
  [
    'address',
    'addresslookup',
    'addressPulse',
    async (u) => {
      await u.type(textbox('Address'), '10 Downing Street, London');
      await u.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), 'United Kingdom');
    },
  ],
  ['fraud-engine', 'fraud-engine', 'fraudEngine', fillEmail],
];

/** Fills the form at /demo/{page}, submits it and returns the result dialog. */
async function lookUp(page: string, fill: (user: User) => Promise<void>) {
  const user = userEvent.setup();
  const view = renderDemo(`/demo/${page}`);
  await screen.findByRole('button', { name: 'Submit' });
  await fill(user);
  await waitFor(() =>
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(
      false,
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return { ...view, user, dialog: await screen.findByRole('dialog') };
}

beforeEach(() => {
  stubGeolocation('denied');
  // The address and Transaction forms then ask the API where the caller is.
  answer('get /geo/ip', () => ({ latitude: null, longitude: null }));
});

describe('the result of a lookup and the decision of the rules', () => {
  it.each(FORMS)('shows the decision after a lookup at /demo/%s', async (page, path, key, fill) => {
    answer(`post /${path}`, () => ({ ...lookupAnswer(key, 'risky', 'rpt_d1'), decision }));
    const { dialog } = await lookUp(page, fill);
    const section = within(dialog)
      .getByRole('heading', { name: 'Decision', level: 3 })
      .closest('section') as HTMLElement;
    expect(within(section).getByText('Risky')).toBeTruthy();
    expect(within(section).getByText('65')).toBeTruthy();
    expect(within(section).getByText('Version 2 (live)')).toBeTruthy();
    const fired = within(section).getByRole('list', { name: 'Rules that fired' });
    expect(
      within(fired)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Disposable e-mail: +65 points', 'Manual review: Forces review']);
    const skipped = within(section).getByRole('list', { name: 'Skipped rules' });
    expect(within(skipped).getByRole('listitem').textContent).toBe(
      'Prepaid card: no such key: bin',
    );
  });

  it('shows a draft decision of test mode, and "Open rules" leads to the rules', async () => {
    answer('post /emaillookup', () => ({
      ...lookupAnswer('emailPulse', 'verified', 'rpt_d2'),
      decision: { ...decision, outcome: 'VERIFIED', version: null, mode: 'test' },
    }));
    const { dialog, user, router } = await lookUp('email', fillEmail);
    expect(within(dialog).getByText('Draft (test)')).toBeTruthy();
    await user.click(within(dialog).getByRole('link', { name: 'Open rules' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rules'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows only the status when the answer has no decision', async () => {
    answer('post /emaillookup', () => lookupAnswer('emailPulse', 'verified', 'rpt_d3'));
    const { dialog } = await lookUp('email', fillEmail);
    expect(within(dialog).getByTestId('result-status').textContent).toBe('VERIFIED');
    expect(within(dialog).queryByRole('heading', { name: 'Decision' })).toBeNull();
    expect(within(dialog).queryByRole('list', { name: 'Rules that fired' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Open rules' })).toBeNull();
  });
});
