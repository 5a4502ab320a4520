import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClientModule from '@pulse/api-client';
import { ApiError } from '@pulse/api-client';
import { renderPage, signInForTest } from '../../../test/render';
import { PRICING_URL } from '../../../lib/catalog';
import { TopUpForm } from './top-up-form';

const createCheckoutSession = vi.fn();
vi.mock('@pulse/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  createCheckoutSession: (...args: unknown[]) => createCheckoutSession(...args),
}));

const ALERT = 'Please select a service and enter an quantity';

function setup() {
  renderPage(<TopUpForm />, '/billing');
  const service = screen.getByRole('combobox', { name: 'Service' }) as HTMLSelectElement;
  const quantity = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
  const button = screen.getByRole('button', { name: 'Top Up' }) as HTMLButtonElement;
  return { service, quantity, button };
}

const choose = (select: HTMLSelectElement, value: string) =>
  fireEvent.change(select, { target: { value } });
const type = (input: HTMLInputElement, value: string) =>
  fireEvent.change(input, { target: { value } });

describe('TopUpForm', () => {
  beforeEach(() => {
    signInForTest();
    createCheckoutSession.mockReset();
  });

  it('lists every catalog service, Fraud Engine included', () => {
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

  it('lets only digits and one decimal point into the quantity, typed or pasted', () => {
    const { quantity } = setup();
    type(quantity, '12a3');
    expect(quantity.value).toBe('123');
    type(quantity, '1.2.3');
    expect(quantity.value).toBe('1.23');
    type(quantity, '1,000 calls');
    expect(quantity.value).toBe('1000');
    type(quantity, '-5e3');
    expect(quantity.value).toBe('53');
  });

  it('refuses letter keystrokes and a second point before they reach the input', () => {
    const { quantity } = setup();
    type(quantity, '1.5');
    expect(fireEvent.keyDown(quantity, { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(quantity, { key: '.' })).toBe(false);
    expect(fireEvent.keyDown(quantity, { key: '-' })).toBe(false);
    expect(fireEvent.keyDown(quantity, { key: '7' })).toBe(true);
    expect(fireEvent.keyDown(quantity, { key: 'Backspace' })).toBe(true);
  });

  it('shows the BIN minimum once the quantity was touched, and disables Top Up', () => {
    const { service, quantity, button } = setup();
    choose(service, 'binLookup');
    type(quantity, '24999');
    expect(screen.queryByText('Minimum quantity for BIN Lookup is 25000 calls')).toBeNull();
    fireEvent.blur(quantity);
    expect(screen.getByText('Minimum quantity for BIN Lookup is 25000 calls')).toBeTruthy();
    expect(button.disabled).toBe(true);
    type(quantity, '25000');
    expect(screen.queryByText('Minimum quantity for BIN Lookup is 25000 calls')).toBeNull();
    expect(button.disabled).toBe(false);
  });

  it('applies 500 to the other services with their name in the message', () => {
    const { service, quantity, button } = setup();
    choose(service, 'phoneLookup');
    type(quantity, '499');
    fireEvent.blur(quantity);
    expect(screen.getByText('Minimum quantity for Phone Lookup is 500 calls')).toBeTruthy();
    expect(button.disabled).toBe(true);
    type(quantity, '500');
    expect(button.disabled).toBe(false);
  });

  it('disables Top Up without a service or without a quantity', () => {
    const { service, quantity, button } = setup();
    expect(button.disabled).toBe(true);
    type(quantity, '1000');
    expect(button.disabled).toBe(true);
    choose(service, 'emailLookup');
    expect(button.disabled).toBe(false);
    type(quantity, '');
    expect(button.disabled).toBe(true);
  });

  it('shows the spec alert when submitted with a field missing', () => {
    const { service, quantity } = setup();
    const form = screen.getByRole('form', { name: 'Top Up' });
    fireEvent.submit(form);
    expect(screen.getByRole('alert').textContent).toContain(ALERT);
    choose(service, 'emailLookup');
    fireEvent.keyDown(quantity, { key: 'Enter' });
    expect(screen.getByText(ALERT)).toBeTruthy();
    type(quantity, '500');
    expect(screen.queryByText(ALERT)).toBeNull();
    expect(createCheckoutSession).not.toHaveBeenCalled();
  });

  it('shows the price (quantity × cost per call) before paying', () => {
    const { service, quantity } = setup();
    choose(service, 'amlPerson');
    type(quantity, '750');
    const price = screen.getByTestId('top-up-price');
    expect(within(price).getByLabelText('Price').textContent).toBe('$150.00');
    expect(price.textContent).toContain('750 calls × $0.20');
    choose(service, 'binLookup');
    type(quantity, '25000');
    expect(within(price).getByLabelText('Price').textContent).toBe('$250.00');
  });

  it('uses the cost per call of the billing answer when it lists the service', () => {
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
    choose(screen.getByRole('combobox', { name: 'Service' }) as HTMLSelectElement, 'emailLookup');
    type(screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement, '1000');
    expect(screen.getByLabelText('Price').textContent).toBe('$70.00');
  });

  it('opens the enterprise dialog on Fraud Engine; View Pricing opens the pricing page and resets to Address Lookup', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { service, quantity, button } = setup();
    type(quantity, '1000');
    choose(service, 'fraudEngine');
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Fraud Engine is available exclusively for our Enterprise customers.',
      ),
    ).toBeTruthy();
    expect(button.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'View Pricing' }));
    expect(open).toHaveBeenCalledWith(PRICING_URL, '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(service.value).toBe('addressLookup');
    expect(button.disabled).toBe(false);
  });

  it('keeps Top Up disabled for Fraud Engine when the dialog is dismissed', async () => {
    const { service, quantity, button } = setup();
    type(quantity, '1000');
    choose(service, 'fraudEngine');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(service.value).toBe('fraudEngine');
    expect(button.disabled).toBe(true);
  });

  it('opens a checkout session and sends the browser to its url, busy meanwhile', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    let answer: (value: { url: string; sessionId: string }) => void = () => undefined;
    createCheckoutSession.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { service, quantity, button } = setup();
    choose(service, 'binLookup');
    type(quantity, '25000');
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(createCheckoutSession).toHaveBeenCalledWith({
      serviceType: 'binLookup',
      purchaseType: 'single',
      quantity: 25000,
      successUrl: `${window.location.origin}/payment-success`,
      cancelUrl: `${window.location.origin}/payment-cancel`,
    });
    await act(async () => answer({ url: 'https://pay.example/cs_1', sessionId: 'cs_1' }));
    expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1');
  });

  it("shows the server's error when the session cannot be opened", async () => {
    createCheckoutSession.mockRejectedValue(
      new ApiError(400, {
        error: 'Minimum quantity for Email Lookup is 500 calls',
        code: 'MINIMUM_QUANTITY',
      }),
    );
    const { service, quantity, button } = setup();
    choose(service, 'emailLookup');
    type(quantity, '500');
    fireEvent.click(button);
    expect(await screen.findByText('Minimum quantity for Email Lookup is 500 calls')).toBeTruthy();
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it('shows "Something went wrong" when the failure carries no error text', async () => {
    createCheckoutSession.mockRejectedValue(new Error('boom'));
    const { service, quantity, button } = setup();
    choose(service, 'ipLookup');
    type(quantity, '600');
    fireEvent.click(button);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });
});
