import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer } from '@pulse/test-utils';
import { enterpriseUser, lookupAnswer, userWith } from '../../../test/fixtures';
import { renderDemo } from '../../../test/render-demo';
import { stubGeolocation } from '../../../test/stub-geolocation';

const NOTICE =
  'Fraud Engine Service Disabled – To access fraud detection features please contact support.';
const FIELDS = [
  'First Name',
  'Last Name',
  'Date of Birth',
  'Company Name',
  'Email Address',
  'IP Address',
  'Phone Number',
  'BIN (last six digits of the card)',
  'Address',
] as const;

const textbox = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
const combobox = (name: string) => screen.getByRole('combobox', { name });
const submit = () =>
  screen.getByRole('button', { name: /^(Submit|Analyzing\.\.\.)$/ }) as HTMLButtonElement;

beforeEach(() => {
  stubGeolocation('denied');
  answer('get /geo/ip', () => ({ latitude: null, longitude: null }));
});

describe('Transaction (combined form)', () => {
  it('enables every field for an enterprise client and shows no notice', async () => {
    renderDemo('/demo/fraud-engine', enterpriseUser);
    await screen.findByRole('form', { name: 'Transaction' });
    for (const name of FIELDS) expect((textbox(name) as HTMLInputElement).disabled).toBe(false);
    expect((combobox('Gender') as HTMLSelectElement).disabled).toBe(false);
    expect((combobox('Country') as HTMLSelectElement).disabled).toBe(false);
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('shows the notice and disables Submit and every field when the fraud engine is off', async () => {
    renderDemo('/demo/fraud-engine', userWith({}, false));
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    expect(submit().disabled).toBe(true);
    for (const name of FIELDS) expect((textbox(name) as HTMLInputElement).disabled).toBe(true);
  });

  it('shows the notice when every sub-service is off', async () => {
    renderDemo(
      '/demo/fraud-engine',
      userWith({
        phoneLookup: false,
        emailLookup: false,
        binLookup: false,
        addressLookup: false,
        ipLookup: false,
        amlPerson: false,
        amlBusiness: false,
      }),
    );
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it.each([
    ['amlPerson', ['First Name', 'Last Name', 'Date of Birth'], ['Gender']],
    ['amlBusiness', ['Company Name'], []],
    ['emailLookup', ['Email Address'], []],
    ['ipLookup', ['IP Address'], []],
    ['phoneLookup', ['Phone Number'], []],
    ['binLookup', ['BIN (last six digits of the card)'], []],
    ['addressLookup', ['Address'], ['Country']],
  ] as const)(
    'disables the fields of %s when it is off, and only those',
    async (service, boxes, selects) => {
      renderDemo('/demo/fraud-engine', userWith({ [service]: false }));
      await screen.findByRole('form', { name: 'Transaction' });
      for (const name of FIELDS) {
        expect((textbox(name) as HTMLInputElement).disabled).toBe(
          (boxes as readonly string[]).includes(name),
        );
      }
      for (const name of ['Gender', 'Country']) {
        expect((combobox(name) as HTMLSelectElement).disabled).toBe(
          (selects as readonly string[]).includes(name),
        );
      }
      expect(screen.queryByText(NOTICE)).toBeNull();
    },
  );

  it('blocks Submit until a field is filled and says so once a field was left', async () => {
    const user = userEvent.setup();
    renderDemo('/demo/fraud-engine');
    await screen.findByRole('form', { name: 'Transaction' });
    expect(screen.queryByText('At least one field must be filled out')).toBeNull();
    await user.click(textbox('IP Address'));
    await user.tab();
    expect(await screen.findByText('At least one field must be filled out')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await user.type(textbox('IP Address'), '8.8.8.8');
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(screen.queryByText('At least one field must be filled out')).toBeNull();
  });

  it('says "At least one field must be filled out" when Submit is pressed on the empty form', async () => {
    const user = userEvent.setup();
    const sent = answer('post /fraud-engine', () => lookupAnswer('fraudEngine'));
    renderDemo('/demo/fraud-engine');
    await screen.findByRole('form', { name: 'Transaction' });
    expect(submit().disabled).toBe(false);
    await user.click(submit());
    expect(await screen.findByText('At least one field must be filled out')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    expect(sent.map((call) => call.body)).toEqual([]);
  });

  it('shows each combined rule', async () => {
    const user = userEvent.setup();
    renderDemo('/demo/fraud-engine');
    await screen.findByRole('form', { name: 'Transaction' });

    await user.selectOptions(combobox('Gender'), 'Male');
    await user.tab();
    expect(
      await screen.findByText('First Name or Last Name is required when Gender or DOB is selected'),
    ).toBeTruthy();
    expect(submit().disabled).toBe(true);

    await user.type(textbox('First Name'), 'Ada');
    expect(await screen.findByText('Both First Name and Last Name are required')).toBeTruthy();
    await user.type(textbox('Last Name'), 'Lovelace');
    await waitFor(() =>
      expect(screen.queryByText('Both First Name and Last Name are required')).toBeNull(),
    );

    await user.selectOptions(combobox('Country'), 'United Kingdom');
    await user.tab();
    expect(
      await screen.findByText('Address is required when only Country is selected'),
    ).toBeTruthy();
    await user.type(textbox('Address'), '10 Downing Street, London');
    await waitFor(() =>
      expect(screen.queryByText('Address is required when only Country is selected')).toBeNull(),
    );

    await user.type(textbox('Email Address'), 'nope');
    await user.tab();
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('shows a rule that a choice triggers at once, next to the field to fill', async () => {
    const user = userEvent.setup();
    renderDemo('/demo/fraud-engine', enterpriseUser);
    await screen.findByRole('form', { name: 'Transaction' });
    await user.selectOptions(combobox('Gender'), 'Male');
    const firstName = textbox('First Name').closest('[role="group"], div') as HTMLElement;
    expect(
      await within(firstName.parentElement ?? firstName).findByText(
        'First Name or Last Name is required when Gender or DOB is selected',
      ),
    ).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await user.selectOptions(combobox('Country'), 'France');
    expect(
      await screen.findByText('Address is required when only Country is selected'),
    ).toBeTruthy();
  });

  it('caps the phone at 15 characters and the BIN at 6 digits', async () => {
    renderDemo('/demo/fraud-engine');
    await screen.findByRole('form', { name: 'Transaction' });
    expect((textbox('Phone Number') as HTMLInputElement).maxLength).toBe(15);
    expect((textbox('BIN (last six digits of the card)') as HTMLInputElement).maxLength).toBe(6);
  });

  it('sends every filled field with the location of the address, then shows the result', async () => {
    const user = userEvent.setup();
    stubGeolocation({ latitude: 51.5014, longitude: -0.1419 });
    const sent = answer('post /fraud-engine', () =>
      lookupAnswer('fraudEngine', 'risky', 'rpt_fe1'),
    );
    const { router } = renderDemo('/demo/fraud-engine');
    await screen.findByRole('form', { name: 'Transaction' });
    await user.type(textbox('First Name'), 'Ada');
    await user.type(textbox('Last Name'), 'Lovelace');
    const dob = textbox('Date of Birth');
    await user.type(dob, '10/12/1915');
    await user.selectOptions(combobox('Gender'), 'Female');
    await user.type(textbox('Company Name'), 'Acme');
    await user.type(textbox('Email Address'), 'ada@acme-corp.com');
    await user.type(textbox('IP Address'), '8.8.8.8');
    await user.type(textbox('Phone Number'), '+14155552671');
    await user.type(textbox('BIN (last six digits of the card)'), '424242');
    await user.type(textbox('Address'), '10 Downing Street, London');
    await user.selectOptions(combobox('Country'), 'United Kingdom');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('RISKY')).toBeTruthy();
    expect(sent.map((call) => call.body)).toEqual([
      {
        f_name: 'Ada',
        l_name: 'Lovelace',
        dob: '1915-12-10',
        gender: 'female',
        company: 'Acme',
        email: 'ada@acme-corp.com',
        ip: '8.8.8.8',
        phone: '+14155552671',
        bin: '424242',
        address: '10 Downing Street, London',
        country: 'GB',
        latitude: 51.5014,
        longitude: -0.1419,
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Click To See Details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/rpt_fe1'));
  });

  it('sends no location without an address', async () => {
    const user = userEvent.setup();
    stubGeolocation({ latitude: 1, longitude: 2 });
    const sent = answer('post /fraud-engine', () => lookupAnswer('fraudEngine'));
    renderDemo('/demo/fraud-engine');
    await user.type(await screen.findByRole('textbox', { name: /^IP Address/ }), '8.8.8.8');
    await user.click(submit());
    await waitFor(() => expect(sent.map((call) => call.body)).toEqual([{ ip: '8.8.8.8' }]));
  });

  it("toasts the server's error (403 SERVICE_DISABLED)", async () => {
    const user = userEvent.setup();
    answer('post /fraud-engine', () =>
      HttpResponse.json(
        {
          error: 'Fraud Engine is not enabled for your account. Please contact support.',
          code: 'SERVICE_DISABLED',
        },
        { status: 403 },
      ),
    );
    renderDemo('/demo/fraud-engine');
    await user.type(await screen.findByRole('textbox', { name: /^IP Address/ }), '8.8.8.8');
    await user.click(submit());
    expect(
      await screen.findByText(
        'Fraud Engine is not enabled for your account. Please contact support.',
      ),
    ).toBeTruthy();
  });
});
