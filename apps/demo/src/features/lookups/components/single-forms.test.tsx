import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer } from '@pulse/test-utils';
import { lookupAnswer } from '../../../test/fixtures';
import { renderDemo } from '../../../test/render-demo';
import { stubGeolocation } from '../../../test/stub-geolocation';

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const submit = () => screen.getByRole('button', { name: /^(Submit|Analyzing\.\.\.)$/ });

/** The answers given in turn, one per call (the last one again once they are used up). */
const inTurn = (...replies: Response[]) => {
  let next = 0;
  return () => replies[Math.min(next++, replies.length - 1)];
};

beforeEach(() => {
  stubGeolocation('denied');
});

describe('Email Lookup', () => {
  it('shows errors only for touched fields and blocks Submit while any exists', async () => {
    const user = userEvent.setup();
    renderDemo('/demo/email');
    const email = textbox('Email Address');
    expect(screen.queryByText('Email is required')).toBeNull();
    // Untouched: Submit is enabled, and a press shows why it does not go through.
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    await user.type(email, 'not-an-email');
    expect(screen.queryByText('Invalid email address')).toBeNull(); // not left yet
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    await user.clear(email);
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await user.type(email, 'ada@acme-corp.com');
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText('Email is required')).toBeNull();
  });

  it('reads "Analyzing..." while busy, then shows the status uppercased and opens the report', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const sent = answer('post /emaillookup', async () => {
      await released;
      return lookupAnswer('emailPulse', 'suspicious', 'rpt_email1');
    });
    const { router } = renderDemo('/demo/email');
    await user.type(textbox('Email Address'), ' ada@acme-corp.com');
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Analyzing...' })).toBeTruthy();
    await waitFor(() =>
      expect(sent.map((call) => call.body)).toEqual([{ email: 'ada@acme-corp.com' }]),
    );
    release();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Status')).toBeTruthy();
    expect(within(dialog).getByText('SUSPICIOUS')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Click To See Details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/rpt_email1'));
    expect(await screen.findByText('Report rpt_email1')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("toasts the server's error field, or 'Something went wrong'", async () => {
    const user = userEvent.setup();
    answer(
      'post /emaillookup',
      inTurn(
        HttpResponse.json({ error: 'Email domain has no MX', code: 'X' }, { status: 400 }),
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    renderDemo('/demo/email');
    await user.type(textbox('Email Address'), 'ada@acme-corp.com');
    await user.click(submit());
    expect(await screen.findByText('Email domain has no MX')).toBeTruthy();
    await user.click(submit());
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on a 402 tells the user there are no calls left and links to Billing', async () => {
    const user = userEvent.setup();
    answer('post /emaillookup', () =>
      HttpResponse.json(
        {
          error: 'No calls left for Email Lookup: top up on the Billing page.',
          code: 'NO_CALLS_LEFT',
        },
        { status: 402 },
      ),
    );
    const { router } = renderDemo('/demo/email');
    await user.type(textbox('Email Address'), 'ada@acme-corp.com');
    await user.click(submit());
    const title = await screen.findByText('You have no calls left for this service');
    const notice = title.closest('[role="alert"]') as HTMLElement;
    expect(
      within(notice).getByText(/No calls left for Email Lookup: top up on the Billing page\./),
    ).toBeTruthy();
    await user.click(within(notice).getByRole('link', { name: 'Top up on the Billing page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'));
  });
});

describe('Phone Number Lookup', () => {
  it('caps the input at 15 characters and checks the pattern', async () => {
    const user = userEvent.setup();
    const sent = answer('post /phonelookup', () => lookupAnswer('phonePulse'));
    renderDemo('/demo/phone');
    const phone = textbox('Phone Number') as HTMLInputElement;
    expect(phone.maxLength).toBe(15);
    await user.click(phone);
    await user.tab();
    expect(await screen.findByText('Phone is required')).toBeTruthy();
    await user.type(phone, '0123');
    expect(await screen.findByText('Enter a valid phone number')).toBeTruthy();
    await user.clear(phone);
    await user.type(phone, '+14155552671');
    await user.click(submit());
    await waitFor(() => expect(sent.map((call) => call.body)).toEqual([{ phone: '+14155552671' }]));
  });
});

describe('IP Lookup', () => {
  it('requires the IP address and sends it as ip', async () => {
    const user = userEvent.setup();
    const sent = answer('post /iplookup', () => lookupAnswer('ipPulse', 'verified', 'rpt_ip'));
    renderDemo('/demo/ip');
    const ip = textbox('IP Address');
    await user.click(ip);
    await user.tab();
    expect(await screen.findByText('IP Address is required')).toBeTruthy();
    await user.type(ip, '8.8.8.8');
    await user.click(submit());
    expect(await screen.findByText('VERIFIED')).toBeTruthy();
    expect(sent.map((call) => call.body)).toEqual([{ ip: '8.8.8.8' }]);
  });
});

describe('BIN Lookup', () => {
  it('takes digits only, six at most, and rejects fewer than six on submit', async () => {
    const user = userEvent.setup();
    const sent = answer('post /binlookup', () => lookupAnswer('binPulse'));
    renderDemo('/demo/bin-lookup');
    const bin = textbox('Credit/Debit Card Number') as HTMLInputElement;
    expect(bin.maxLength).toBe(6);
    await user.click(bin);
    await user.tab();
    expect(await screen.findByText('Credit/Debit card number is required')).toBeTruthy();
    await user.type(bin, '42a4-2');
    expect(bin.value).toBe('4242');
    expect(
      screen.queryByText('Please enter a valid BIN number, it should be a 6 digit number'),
    ).toBeNull();
    await user.click(submit());
    expect(
      await screen.findByText('Please enter a valid BIN number, it should be a 6 digit number'),
    ).toBeTruthy();
    expect(sent.map((call) => call.body)).toEqual([]);
    await user.type(bin, '4299');
    expect(bin.value).toBe('424242');
    expect(
      screen.queryByText('Please enter a valid BIN number, it should be a 6 digit number'),
    ).toBeNull();
    await user.click(submit());
    await waitFor(() => expect(sent.map((call) => call.body)).toEqual([{ bin: '424242' }]));
  });
});

describe('Address Lookup', () => {
  it('offers the 40 countries and sends the browser location with the address', async () => {
    const user = userEvent.setup();
    const getCurrentPosition = stubGeolocation({ latitude: 51.5014, longitude: -0.1419 });
    const geo = answer('get /geo/ip', () => ({ latitude: null, longitude: null }));
    const sent = answer('post /addresslookup', () => lookupAnswer('addressPulse'));
    renderDemo('/demo/address');
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(country.options).toHaveLength(41);
    expect(
      await screen.findByText(/Current location: 51\.5014, -0\.1419 \(from your browser\)/),
    ).toBeTruthy();
    await user.click(textbox('Address'));
    await user.tab();
    expect(await screen.findByText('Address is required')).toBeTruthy();
    await user.type(textbox('Address'), '10 Downing Street, London');
    await user.selectOptions(country, 'United Kingdom');
    await user.click(submit());
    await waitFor(() =>
      expect(sent.map((call) => call.body)).toEqual([
        {
          address: '10 Downing Street, London',
          country: 'GB',
          latitude: 51.5014,
          longitude: -0.1419,
        },
      ]),
    );
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10000,
      maximumAge: 0,
    });
    expect(geo).toEqual([]);
  });

  it('falls back to GET /api/geo/ip when geolocation is denied', async () => {
    const user = userEvent.setup();
    stubGeolocation('denied');
    const geo = answer('get /geo/ip', () => ({ latitude: 48.8566, longitude: 2.3522 }));
    const sent = answer('post /addresslookup', () => lookupAnswer('addressPulse'));
    renderDemo('/demo/address');
    expect(await screen.findByText(/approximate, from your IP address/)).toBeTruthy();
    expect(geo).toHaveLength(1);
    await user.type(textbox('Address'), '1 Rue de Rivoli, Paris');
    await user.click(submit());
    await waitFor(() =>
      expect(sent.map((call) => call.body)).toEqual([
        { address: '1 Rue de Rivoli, Paris', country: '', latitude: 48.8566, longitude: 2.3522 },
      ]),
    );
  });

  it('sends the address alone when the fallback fails too (only logged)', async () => {
    const user = userEvent.setup();
    stubGeolocation('denied');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('get /geo/ip', () => HttpResponse.error());
    const sent = answer('post /addresslookup', () => lookupAnswer('addressPulse'));
    renderDemo('/demo/address');
    expect(await screen.findByText(/Current location not available/)).toBeTruthy();
    expect(log).toHaveBeenCalled();
    await user.type(textbox('Address'), 'Main Street 1');
    await user.click(submit());
    await waitFor(() =>
      expect(sent.map((call) => call.body)).toEqual([{ address: 'Main Street 1', country: '' }]),
    );
  });

  it('toasts the message at addressPulse.report.jsonResponse.results.message on failure', async () => {
    const user = userEvent.setup();
    answer('get /geo/ip', () => ({ latitude: null, longitude: null }));
    answer(
      'post /addresslookup',
      inTurn(
        HttpResponse.json(
          {
            error: 'Unprocessable',
            addressPulse: {
              report: { jsonResponse: { results: { message: 'Address could not be geocoded' } } },
            },
          },
          { status: 422 },
        ),
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    renderDemo('/demo/address');
    await user.type(textbox('Address'), 'Nowhere 0');
    await user.click(submit());
    expect(await screen.findByText('Address could not be geocoded')).toBeTruthy();
    await user.click(submit());
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });
});

describe('AML For Persons', () => {
  it('requires both names, starts the date empty and maps fuzzy search to 2/1', async () => {
    const user = userEvent.setup();
    const sent = answer('post /amlperson', () => lookupAnswer('individualAMLPulse'));
    renderDemo('/demo/individual-aml');
    const dob = textbox('Date of Birth') as HTMLInputElement;
    expect(dob.value).toBe('');
    await user.click(textbox('First Name'));
    await user.tab();
    expect(await screen.findByText('First Name is required')).toBeTruthy();
    expect(screen.queryByText('Last Name is required')).toBeNull();
    await user.click(textbox('Last Name'));
    await user.tab();
    expect(await screen.findByText('Last Name is required')).toBeTruthy();
    await user.type(textbox('First Name'), 'Ada');
    await user.type(textbox('Last Name'), 'Lovelace');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
    await user.click(submit());
    await waitFor(() =>
      expect(sent.map((call) => call.body)).toEqual([
        { f_name: 'Ada', l_name: 'Lovelace', gender: 'female', fuzzy_amlp: '1' },
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('checkbox', { name: 'Enable Fuzzy Search' }));
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual(expect.objectContaining({ fuzzy_amlp: '2' }));
  });

  it('says "Date input not valid." for an unparseable typed date', async () => {
    const user = userEvent.setup();
    renderDemo('/demo/individual-aml');
    const dob = textbox('Date of Birth');
    await user.clear(dob);
    await user.type(dob, '31/02/1990');
    await user.tab();
    expect(await screen.findByText('Date input not valid.')).toBeTruthy();
    await user.clear(dob);
    await user.type(dob, '10/12/1815');
    await user.tab();
    expect(await screen.findByText('Date input not valid.')).toBeTruthy(); // before 1900
    await user.type(textbox('First Name'), 'Ada');
    await user.type(textbox('Last Name'), 'Lovelace');
    await user.clear(dob);
    await user.type(dob, '1O/12/1915');
    await user.tab();
    expect(await screen.findByText('Date input not valid.')).toBeTruthy();
    expect((submit() as HTMLButtonElement).disabled).toBe(true); // a bad date is not sent as "no date"
    await user.clear(dob);
    await user.type(dob, '10/12/1915');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Date input not valid.')).toBeNull());
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    await user.clear(dob);
    await user.tab();
    expect((submit() as HTMLButtonElement).disabled).toBe(false); // the date of birth is optional
  });
});

describe('AML For Businesses', () => {
  it('requires the company name and maps fuzzy search to fuzzy_amlb', async () => {
    const user = userEvent.setup();
    const sent = answer('post /amlbusiness', () => lookupAnswer('businessAMLPulse'));
    renderDemo('/demo/business-aml');
    await user.click(textbox('Company Name'));
    await user.tab();
    expect(await screen.findByText('Company Name is required')).toBeTruthy();
    await user.type(textbox('Company Name'), 'Acme Trading');
    await user.click(screen.getByRole('checkbox', { name: 'Enable Fuzzy Search' }));
    await user.click(submit());
    await waitFor(() =>
      expect(sent.map((call) => call.body)).toEqual([{ company: 'Acme Trading', fuzzy_amlb: '2' }]),
    );
  });
});
