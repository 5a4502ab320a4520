import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test/render-with-ui';
import { MonthPicker } from './month-picker';

describe('MonthPicker', () => {
  it('shows the month as "January 2025" in a read-only box named by its label', () => {
    renderWithUi(<MonthPicker value="2025-01" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Choose a month' }) as HTMLInputElement;
    expect(input.value).toBe('January 2025');
    expect(input.readOnly).toBe(true);
  });

  it('shows the placeholder "Select Date" when empty', () => {
    renderWithUi(<MonthPicker value={null} onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Choose a month' }) as HTMLInputElement;
    expect(input.value).toBe('');
    expect(input.placeholder).toBe('Select Date');
  });

  it('opens on click and calls onChange with YYYY-MM when a month is chosen', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithUi(<MonthPicker value="2025-01" onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Choose a month' }));
    await user.click(await screen.findByRole('button', { name: 'March 2025' }));
    expect(onChange).toHaveBeenCalledWith('2025-03');
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'March 2025' })).toBeNull());
  });

  it('offers no month after the latest (default: the current one), nor a later year', async () => {
    const user = userEvent.setup();
    renderWithUi(<MonthPicker value="2025-01" latest="2025-03" onChange={() => {}} />);
    await user.click(screen.getByRole('textbox', { name: 'Choose a month' }));
    expect(
      (await screen.findByRole('button', { name: 'March 2025' })).hasAttribute('disabled'),
    ).toBe(false);
    expect(screen.getByRole('button', { name: 'April 2025' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'December 2025' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Next year' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers no future month by default', async () => {
    const user = userEvent.setup();
    const now = new Date();
    renderWithUi(<MonthPicker value={null} onChange={() => {}} />);
    await user.click(screen.getByRole('textbox', { name: 'Choose a month' }));
    expect(await screen.findByRole('button', { name: 'Next year' })).toHaveProperty(
      'disabled',
      true,
    );
    if (now.getMonth() < 11) {
      const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
      const name = `${next.toLocaleString('en-US', { month: 'long' })} ${next.getFullYear()}`;
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
  });

  it('switches years and marks the chosen month', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithUi(<MonthPicker value="2025-01" onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Choose a month' }));
    expect(
      (await screen.findByRole('button', { name: 'January 2025' })).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    await user.click(screen.getByRole('button', { name: 'December 2024' }));
    expect(onChange).toHaveBeenCalledWith('2024-12');
  });

  it('opens with Enter from the keyboard and updates the shown month', async () => {
    const user = userEvent.setup();
    function Host() {
      const [month, setMonth] = useState<string | null>(null);
      return <MonthPicker label="Billing month" value={month} onChange={setMonth} />;
    }
    renderWithUi(<Host />);
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'Billing month' }) as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    await user.keyboard('{Enter}');
    const year = new Date().getFullYear();
    const june = await screen.findByRole('button', { name: `June ${year}` });
    june.focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(input.value).toBe(`June ${year}`));
  });

  it('moves focus between months with arrow keys', async () => {
    const user = userEvent.setup();
    renderWithUi(<MonthPicker value="2025-05" onChange={() => {}} />);
    await user.click(screen.getByRole('textbox', { name: 'Choose a month' }));
    const may = await screen.findByRole('button', { name: 'May 2025' });
    may.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('June 2025');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('September 2025');
  });

  it('closes with Escape and returns focus to the text box', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithUi(<MonthPicker value="2025-01" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Choose a month' });
    await user.click(input);
    expect(await screen.findByRole('dialog', { name: 'Choose a month' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('leaves the chosen month’s text unselected when focus comes back to the box', async () => {
    function Picker() {
      const [month, setMonth] = useState('2025-01');
      return <MonthPicker value={month} onChange={setMonth} />;
    }
    const user = userEvent.setup();
    renderWithUi(<Picker />);
    const input = screen.getByRole('textbox', { name: 'Choose a month' }) as HTMLInputElement;
    await user.click(input);
    await user.click(await screen.findByRole('button', { name: 'March 2025' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.value).toBe('March 2025');
    // The dialog's focus return selects an input's text, which then stayed highlighted.
    await vi.waitFor(() => expect(input.selectionEnd).toBe(input.selectionStart));
  });
});
