import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { renderPage } from '../../../test/render';
import { answer } from '@pulse/test-utils';
import { PRICING_URL } from '../../../lib/catalog';
import { TopUpForm } from './top-up-form';

/** The mock API's POST /payments/create-checkout-session: given the body, the response. */
const createCheckoutSession = vi.fn<(body: unknown) => Response | Promise<Response>>();

const ALERT = 'Please select a service and enter an quantity';

function setup() {
  renderPage(<TopUpForm />, '/billing');
  const service = screen.getByRole('combobox', { name: 'Service' }) as HTMLSelectElement;
  const quantity = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
  const button = screen.getByRole('button', { name: 'Top Up' }) as HTMLButtonElement;
  return { service, quantity, button };
}

const user = userEvent.setup({ delay: null });
const choose = (select: HTMLSelectElement, value: string) => user.selectOptions(select, value);
/** Empties the field, then types `value` once. */
async function type(input: HTMLInputElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}
/** Empties the field, then pastes `value`. */
async function paste(input: HTMLInputElement, value: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

describe('TopUpForm', () => {
  beforeEach(() => {
    createCheckoutSession.mockReset();
    answer('post /payments/create-checkout-session', (_args, body) => createCheckoutSession(body));
  });

  it('lists every catalog service, Fraud Engine included', async () => {
    const { service } = setup();
    const labels = Array.from(service.options).map((o) => o.textContent);
    expect(labels).toEqual([
      'Select a service',
      'Email Lookup',
      'Phone Lookup',
      'IP Lookup',
      'Address Lookup',
      'BIN Lookup',
      'Individual AML Screening',
      'Business AML Screening',
      'Fraud Engine',
    ]);
  });

  it('lets only digits and one decimal point into the quantity, typed or pasted', async () => {
    const { quantity } = setup();
    await type(quantity, '12a3');
    expect(quantity.value).toBe('123');
    await paste(quantity, '1.2.3');
    expect(quantity.value).toBe('1.23');
    await paste(quantity, '1,000 calls');
    expect(quantity.value).toBe('1000');
    await paste(quantity, '-5e3');
    expect(quantity.value).toBe('53');
  });

  it('refuses letter keystrokes and a second point before they reach the input', async () => {
    const { quantity } = setup();
    await type(quantity, '1.5');
    await user.type(quantity, 'a.-7');
    expect(quantity.value).toBe('1.57');
    await user.type(quantity, '{Backspace}');
    expect(quantity.value).toBe('1.5');
  });

  it('shows the BIN minimum once the quantity was touched, and disables Top Up', async () => {
    const { service, quantity, button } = setup();
    await choose(service, 'binLookup');
    await type(quantity, '24999');
    expect(screen.queryByText('Minimum quantity for BIN Lookup is 25000 calls')).toBeNull();
    await user.tab();
    expect(screen.getByText('Minimum quantity for BIN Lookup is 25000 calls')).toBeTruthy();
    expect(button.disabled).toBe(true);
    await type(quantity, '25000');
    expect(screen.queryByText('Minimum quantity for BIN Lookup is 25000 calls')).toBeNull();
    expect(button.disabled).toBe(false);
  });

  it('applies 500 to the other services with their name in the message', async () => {
    const { service, quantity, button } = setup();
    await choose(service, 'phoneLookup');
    await type(quantity, '499');
    await user.tab();
    expect(screen.getByText('Minimum quantity for Phone Lookup is 500 calls')).toBeTruthy();
    expect(button.disabled).toBe(true);
    await type(quantity, '500');
    expect(button.disabled).toBe(false);
  });

  it('disables Top Up without a service or without a quantity', async () => {
    const { service, quantity, button } = setup();
    expect(button.disabled).toBe(true);
    await type(quantity, '1000');
    expect(button.disabled).toBe(true);
    await choose(service, 'emailLookup');
    expect(button.disabled).toBe(false);
    await type(quantity, '');
    expect(button.disabled).toBe(true);
  });

  it('shows the spec alert when submitted with a field missing', async () => {
    const { service, quantity } = setup();
    expect(screen.getByRole('form', { name: 'Top Up' })).toBeTruthy();
    await user.type(quantity, '{Enter}');
    expect(screen.getByRole('alert').textContent).toContain(ALERT);
    await choose(service, 'emailLookup');
    await user.type(quantity, '{Enter}');
    expect(screen.getByText(ALERT)).toBeTruthy();
    await type(quantity, '500');
    expect(screen.queryByText(ALERT)).toBeNull();
    expect(createCheckoutSession).not.toHaveBeenCalled();
  });

  it('shows the price (quantity × cost per call) before paying', async () => {
    const { service, quantity } = setup();
    await choose(service, 'amlPerson');
    await type(quantity, '750');
    const price = screen.getByTestId('top-up-price');
    expect(within(price).getByLabelText('Price').textContent).toBe('$150.00');
    expect(price.textContent).toContain('750 calls × $0.20');
    await choose(service, 'binLookup');
    await type(quantity, '25000');
    expect(within(price).getByLabelText('Price').textContent).toBe('$250.00');
  });

  it('says the price of monitoring beside the other prices', () => {
    setup();
    expect(screen.getByTestId('monitoring-price').textContent).toBe(
      'Monitoring: one AML call per subject added; re-screens after list updates are included.',
    );
  });

  it('uses the cost per call of the billing answer when it lists the service', async () => {
    renderPage(
      <TopUpForm
        billedServices={[
          {
            id: 'emailLookup',
            name: 'Email Lookup',
            freeCallsAvailable: 0,
            freeCallsUsed: 0,
            paidCallsAvailable: 0,
            paidCallsUsed: 0,
            costPerCall: 7,
            totalServiceCost: 0,
          },
        ]}
      />,
    );
    await choose(
      screen.getByRole('combobox', { name: 'Service' }) as HTMLSelectElement,
      'emailLookup',
    );
    await type(screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement, '1000');
    expect(screen.getByLabelText('Price').textContent).toBe('$70.00');
  });

  it('opens the enterprise dialog on Fraud Engine; View Pricing opens the pricing page and resets to Address Lookup', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { service, quantity, button } = setup();
    await type(quantity, '1000');
    await choose(service, 'fraudEngine');
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Fraud Engine is available exclusively for our Enterprise customers.',
      ),
    ).toBeTruthy();
    expect(button.disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'View Pricing' }));
    expect(open).toHaveBeenCalledWith(PRICING_URL, '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(service.value).toBe('addressLookup');
    expect(button.disabled).toBe(false);
  });

  it('keeps Top Up disabled for Fraud Engine when the dialog is dismissed', async () => {
    const { service, quantity, button } = setup();
    await type(quantity, '1000');
    await choose(service, 'fraudEngine');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(service.value).toBe('fraudEngine');
    expect(button.disabled).toBe(true);
  });

  it('opens a checkout session and sends the browser to its url, busy meanwhile', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    let respond: (response: Response) => void = () => undefined;
    createCheckoutSession.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    const { service, quantity, button } = setup();
    await choose(service, 'binLookup');
    await type(quantity, '25000');
    await user.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    await waitFor(() => expect(createCheckoutSession).toHaveBeenCalled());
    expect(createCheckoutSession).toHaveBeenCalledWith({
      serviceType: 'binLookup',
      purchaseType: 'single',
      quantity: 25000,
      successUrl: `${window.location.origin}/payment-success`,
      cancelUrl: `${window.location.origin}/payment-cancel`,
    });
    await act(async () =>
      respond(HttpResponse.json({ url: 'https://pay.example/cs_1', sessionId: 'cs_1' })),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
  });

  it("shows the server's error when the session cannot be opened", async () => {
    createCheckoutSession.mockReturnValue(
      HttpResponse.json(
        { error: 'Minimum quantity for Email Lookup is 500 calls', code: 'MINIMUM_QUANTITY' },
        { status: 400 },
      ),
    );
    const { service, quantity, button } = setup();
    await choose(service, 'emailLookup');
    await type(quantity, '500');
    await user.click(button);
    expect(await screen.findByText('Minimum quantity for Email Lookup is 500 calls')).toBeTruthy();
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it('shows "Something went wrong" when the failure carries no error text', async () => {
    createCheckoutSession.mockReturnValue(new HttpResponse(null, { status: 502 }));
    const { service, quantity, button } = setup();
    await choose(service, 'ipLookup');
    await type(quantity, '600');
    await user.click(button);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });
});
