import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test/render-with-ui';
import { DateField } from './date-field';

function Host({ initial = '1952-10-07', spy }: { initial?: string; spy?: (iso: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Date of Birth"
        name="dob"
        value={value}
        onChange={(iso) => {
          spy?.(iso);
          setValue(iso);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: /Date of Birth/ }) as HTMLInputElement;

describe('DateField', () => {
  it('shows the ISO value as DD/MM/YYYY', () => {
    renderWithUi(<Host />);
    expect(input().value).toBe('07/10/1952');
  });

  it('shows "Date input not valid." for 31/02/2000 and does not emit a date', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    renderWithUi(<Host spy={spy} />);
    await user.clear(input());
    await user.type(input(), '31/02/2000');
    expect(screen.getByText('Date input not valid.')).toBeTruthy();
    expect(spy).not.toHaveBeenCalledWith('2000-02-31');
    expect(spy.mock.calls.every(([iso]) => iso === '')).toBe(true);
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('rejects a year out of range (1899)', async () => {
    const user = userEvent.setup();
    renderWithUi(<Host />);
    await user.clear(input());
    await user.type(input(), '01/01/1899');
    expect(screen.getByText('Date input not valid.')).toBeTruthy();
  });

  it('shows the error on blur for an incomplete date', async () => {
    const user = userEvent.setup();
    renderWithUi(<Host />);
    await user.clear(input());
    await user.type(input(), '12/3');
    expect(screen.queryByText('Date input not valid.')).toBeNull();
    await user.tab();
    expect(screen.getByText('Date input not valid.')).toBeTruthy();
  });

  it('emits the ISO date for a valid typed date and clears the error', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    renderWithUi(<Host spy={spy} />);
    await user.clear(input());
    await user.type(input(), '31/02/2000');
    expect(screen.getByText('Date input not valid.')).toBeTruthy();
    await user.clear(input());
    await user.type(input(), '29/02/2000');
    expect(spy).toHaveBeenLastCalledWith('2000-02-29');
    expect(screen.queryByText('Date input not valid.')).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe('2000-02-29');
  });

  it('picks a day from the calendar with month and year selects', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    renderWithUi(<Host spy={spy} />);
    await user.click(screen.getByRole('button', { name: 'Choose Date of Birth from calendar' }));
    const year = (await screen.findByRole('combobox', { name: 'Year' })) as HTMLSelectElement;
    expect(year.value).toBe('1952');
    expect(year.options[0]?.value).toBe('1900');
    expect(year.options[year.options.length - 1]?.value).toBe('2099');
    expect(
      screen.getByRole('button', { name: '7 October 1952' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '3');
    await user.selectOptions(year, '1990');
    await user.click(screen.getByRole('button', { name: '15 March 1990' }));
    expect(spy).toHaveBeenLastCalledWith('1990-03-15');
    expect(input().value).toBe('15/03/1990');
  });

  it('shows a form error passed by the caller', () => {
    renderWithUi(
      <DateField
        label="Date of Birth"
        value=""
        onChange={() => {}}
        error="Date of birth is required"
      />,
    );
    expect(screen.getByText('Date of birth is required')).toBeTruthy();
  });

  it('follows value changes from outside', () => {
    const { rerender } = renderWithUi(
      <DateField label="Date of Birth" value="1952-10-07" onChange={() => {}} />,
    );
    rerender(<DateField label="Date of Birth" value="2001-09-11" onChange={() => {}} />);
    expect(input().value).toBe('11/09/2001');
  });

  it('keeps element ids unique while the calendar is open', async () => {
    const user = userEvent.setup();
    renderWithUi(<Host />);
    await user.click(screen.getByRole('button', { name: 'Choose Date of Birth from calendar' }));
    await screen.findByRole('dialog', { name: 'Date of Birth' });
    const ids = Array.from(document.body.querySelectorAll('[id]')).map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
