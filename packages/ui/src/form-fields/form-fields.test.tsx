import { describe, expect, it, vi } from 'vitest';
import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Form } from 'react-final-form';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test/render-with-ui';
import { UiProvider } from '../theme/ui-provider';
import { CheckboxField } from './checkbox-field';
import { PasswordField } from './password-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';

type Values = Record<string, unknown>;

/** Renders `children` in a react-final-form form; `values()` reads the form's current values. */
function renderForm(
  children: ReactNode,
  { validate, initialValues }: { validate?: (v: Values) => Values; initialValues?: Values } = {},
) {
  let current: Values = {};
  renderWithUi(
    <Form<Values>
      onSubmit={() => undefined}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, values }) => {
        current = values;
        return (
          <form onSubmit={handleSubmit} aria-label="Test form">
            {children}
            <button type="submit">Submit</button>
          </form>
        );
      }}
    />,
  );
  return { values: () => current };
}

const required = (names: string[]) => (values: Values) =>
  Object.fromEntries(names.filter((n) => !values[n]).map((n) => [n, `${n} is required`]));

describe('TextField', () => {
  it('keeps what sanitize lets in, up to maxLength, and the value is a string', async () => {
    const user = userEvent.setup();
    const { values } = renderForm(
      <TextField
        name="bin"
        label="BIN"
        maxLength={6}
        sanitize={(value) => value.replace(/\D/g, '')}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'BIN' }), '42a4-242424');
    expect(values().bin).toBe('424242');
  });

  it('shows its error only once touched, and the helper until then', async () => {
    const user = userEvent.setup();
    renderForm(<TextField name="email" label="Email" required helper="Your work address" />, {
      validate: required(['email']),
    });
    expect(screen.getByText('Your work address')).toBeTruthy();
    expect(screen.queryByText('email is required')).toBeNull();
    await user.click(screen.getByRole('textbox', { name: /Email/ }));
    await user.tab();
    expect(screen.getByText('email is required')).toBeTruthy();
    expect(screen.queryByText('Your work address')).toBeNull();
  });

  it('reveals its error when another field of its group is touched', async () => {
    const user = userEvent.setup();
    renderForm(
      <>
        <TextField name="first" label="First" />
        <TextField name="last" label="Last" group={['first']} />
      </>,
      { validate: required(['last']) },
    );
    await user.click(screen.getByRole('textbox', { name: 'First' }));
    await user.tab();
    expect(screen.getByText('last is required')).toBeTruthy();
  });

  it('never shows an error while disabled', async () => {
    const user = userEvent.setup();
    renderForm(<TextField name="phone" label="Phone" disabled />, {
      validate: required(['phone']),
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByText('phone is required')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Phone' }).hasAttribute('disabled')).toBe(true);
  });

  it('passes extra input props (e.g. a key filter) to the input', async () => {
    const user = userEvent.setup();
    const onKeyDown = vi.fn();
    renderForm(<TextField name="q" label="Quantity" inputProps={{ onKeyDown }} />);
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '1');
    expect(onKeyDown).toHaveBeenCalled();
  });
});

describe('PasswordField', () => {
  it('hides the typed characters until the toggle is pressed', async () => {
    const user = userEvent.setup();
    renderForm(<PasswordField name="password" label="Password" autoComplete="new-password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    await user.type(input, 'secret');
    expect(input.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show typed characters' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide typed characters' })).toBeTruthy();
  });
});

describe('SelectField', () => {
  it('offers the placeholder then the options, and reports the chosen value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { values } = renderForm(
      <SelectField
        name="gender"
        label="Gender"
        options={[
          { value: 'male', label: 'Male' },
          { value: 'female', label: 'Female' },
        ]}
        onValueChange={onValueChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Gender' });
    expect(Array.from(select.querySelectorAll('option')).map((o) => o.textContent)).toEqual([
      'Select an option',
      'Male',
      'Female',
    ]);
    await user.selectOptions(select, 'female');
    expect(values().gender).toBe('female');
    expect(onValueChange).toHaveBeenCalledWith('female');
  });

  it('shows its error once touched', async () => {
    const user = userEvent.setup();
    renderForm(
      <SelectField name="country" label="Country" options={[{ value: 'GB', label: 'UK' }]} />,
      { validate: required(['country']) },
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('country is required')).toBeTruthy();
  });
});

describe('CheckboxField', () => {
  it('binds a boolean value and shows its error once touched', async () => {
    const user = userEvent.setup();
    const { values } = renderForm(<CheckboxField name="terms" label="I agree" />, {
      validate: required(['terms']),
      initialValues: { terms: true },
    });
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    await user.click(box);
    expect(values().terms).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('terms is required')).toBeTruthy();
    await user.click(box);
    expect(values().terms).toBe(true);
  });

  it('shows its error as soon as it is unticked, and hides it once ticked again', async () => {
    const user = userEvent.setup();
    const { values } = renderForm(<CheckboxField name="terms" label="I agree" />, {
      validate: required(['terms']),
      initialValues: { terms: true },
    });
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    await user.click(box);
    expect(values().terms).toBe(false);
    expect(await screen.findByText('terms is required')).toBeTruthy();
    await user.click(box);
    expect(values().terms).toBe(true);
    await waitFor(() => expect(screen.queryByText('terms is required')).toBeNull());
  });
});

describe('a form on a prerendered page', () => {
  it('keeps what was typed before the page hydrated: the form holds it and can be sent', async () => {
    let current: Values = {};
    const page = (
      <UiProvider>
        <Form<Values>
          onSubmit={() => undefined}
          render={({ handleSubmit, values }) => {
            current = values;
            return (
              <form onSubmit={handleSubmit} aria-label="Sign in">
                <TextField name="email" label="Email" sanitize={(v) => v.trim()} />
                <PasswordField name="password" label="Password" autoComplete="current-password" />
                <button type="submit" disabled={!values.email || !values.password}>
                  Send
                </button>
              </form>
            );
          }}
        />
      </UiProvider>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page);
    // The visitor types while the page's JavaScript is still loading.
    const email = container.querySelector<HTMLInputElement>('input[name="email"]');
    const password = container.querySelector<HTMLInputElement>('input[name="password"]');
    if (!email || !password) throw new Error('the prerendered form has no fields');
    email.value = ' ada@acme-corp.com';
    password.value = 'Str0ng!pass';
    const root = await act(async () => hydrateRoot(container, page));
    expect(current).toEqual({ email: 'ada@acme-corp.com', password: 'Str0ng!pass' });
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty(
      'value',
      'ada@acme-corp.com',
    );
    act(() => root.unmount());
    container.remove();
  });
});

/** Sets a form control's value as typing does (React tracks the native setter) and fires `input`. */
function typeInto(element: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value);
  element.dispatchEvent(
    new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/**
 * Calls `act` (once) right after React committed the page and before its effects ran: the gap in
 * which react-final-form has not bound the fields yet. A layout effect runs in the commit; its
 * microtask runs before the scheduler's task that runs the effects.
 */
function AfterCommit({ act: run }: { act: () => void }) {
  useLayoutEffect(() => {
    queueMicrotask(run);
  }, [run]);
  return null;
}

describe('a change made before react-final-form bound the field', () => {
  const ACT = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const FIELDS = ['render', 'hydrate'] as const;

  it.each(FIELDS)('is kept by every field type (%s)', async (mode) => {
    // React's real scheduling (not act's): the effects run in a task of their own, as in a browser.
    const wasAct = ACT.IS_REACT_ACT_ENVIRONMENT;
    ACT.IS_REACT_ACT_ENVIRONMENT = false;
    let current: Values = {};
    let typed = false;
    const typeEarly = () => {
      const q = <T extends Element>(selector: string) => {
        const found = container.querySelector<T>(selector);
        if (!found) throw new Error(`no ${selector}`);
        return found;
      };
      const email = q<HTMLInputElement>('input[name="email"]');
      // One character at a time, as a person types.
      for (const end of [1, 2, 3, 4]) typeInto(email, 'ada@acme-corp.com'.slice(0, end));
      typeInto(q<HTMLInputElement>('input[name="password"]'), 'S');
      typeInto(q<HTMLSelectElement>('select[name="country"]'), 'FR');
      q<HTMLInputElement>('input[name="terms"]').click();
      typed = true;
    };
    const page = (
      <UiProvider>
        <Form<Values>
          onSubmit={() => undefined}
          initialValues={{ email: '', country: '', terms: false }}
          render={({ handleSubmit, values }) => {
            current = values;
            return (
              <form onSubmit={handleSubmit} aria-label="Sign up">
                <TextField name="email" label="Email" />
                <PasswordField name="password" label="Password" autoComplete="new-password" />
                <SelectField
                  name="country"
                  label="Country"
                  options={[
                    { value: 'GB', label: 'United Kingdom' },
                    { value: 'FR', label: 'France' },
                  ]}
                />
                <CheckboxField name="terms" label="I agree" />
              </form>
            );
          }}
        />
        <AfterCommit act={typeEarly} />
      </UiProvider>
    );
    const container = document.createElement('div');
    document.body.append(container);
    try {
      if (mode === 'hydrate') {
        container.innerHTML = renderToString(page);
        hydrateRoot(container, page);
      } else {
        createRoot(container).render(page);
      }
      await vi.waitFor(() => expect(typed).toBe(true));
      // The effects have run (the fields are bound) once the form holds the typed e-mail.
      await vi.waitFor(() => expect(current.email).toBe('ada@'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(current).toEqual({ email: 'ada@', password: 'S', country: 'FR', terms: true });
      expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe('ada@');
      expect(container.querySelector<HTMLInputElement>('input[name="password"]')?.value).toBe('S');
      expect(container.querySelector<HTMLSelectElement>('select[name="country"]')?.value).toBe(
        'FR',
      );
      expect(container.querySelector<HTMLInputElement>('input[name="terms"]')?.checked).toBe(true);
    } finally {
      ACT.IS_REACT_ACT_ENVIRONMENT = wasAct;
      container.remove();
    }
  });
});
