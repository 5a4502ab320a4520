import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { ApiError } from '@pulse/api-client';
import { UiProvider } from '@pulse/ui';
import { DisableForm } from './disable-form';
import { EnrolStep } from './enrol-step';

/** The API's refusal of a wrong password (POST /two-factor/enable, 400 INVALID_PASSWORD). */
const wrongPassword = () =>
  new ApiError(400, { code: 'INVALID_PASSWORD', message: 'Password is incorrect.' });

const wrapper = ({ children }: { children: ReactNode }) => <UiProvider>{children}</UiProvider>;
const setup = { qrCode: 'data:image/png;base64,', secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: '' };

describe('two-factor forms', () => {
  afterEach(cleanup);

  it('enrol: checks the code, says a wrong password under it and other refusals under the code', async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = vi
      .fn<(password: string, code: string) => Promise<void>>()
      .mockRejectedValueOnce(wrongPassword())
      .mockRejectedValueOnce(new Error(''));
    render(<EnrolStep setup={setup} onConfirm={onConfirm} onCancel={() => {}} />, { wrapper });
    const turnOn = screen.getByRole('button', { name: 'Turn on' });
    expect(turnOn).toHaveProperty('disabled', true);
    const password = screen.getByLabelText('2. Enter your password');
    await user.click(password);
    await user.tab();
    expect(await screen.findByText('Enter your password')).toBeTruthy();
    await user.type(password, 'secret-1');
    const code = screen.getByRole('textbox', { name: '3. Enter the 6-digit code from the app' });
    await user.type(code, '12a34');
    expect(code).toHaveProperty('value', '1234');
    await user.tab();
    expect(await screen.findByText('The code is 6 digits')).toBeTruthy();
    await user.type(code, '5678');
    expect(code).toHaveProperty('value', '123456');
    await user.click(turnOn);
    expect(onConfirm).toHaveBeenLastCalledWith('secret-1', '123456');
    expect(await screen.findByText('Password is incorrect.')).toBeTruthy();
    await user.click(turnOn);
    expect(await screen.findByText('The code could not be checked')).toBeTruthy();
  });

  it('turn off: sends the password and the code and says a refusal under the code', async () => {
    const user = userEvent.setup({ delay: null });
    const onDisable = vi
      .fn<(password: string, code: string) => Promise<void>>()
      .mockRejectedValue(new Error(''));
    render(<DisableForm onDisable={onDisable} onCancel={() => {}} />, { wrapper });
    const turnOff = screen.getByRole('button', { name: 'Turn off' });
    expect(turnOff).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.type(
      screen.getByRole('textbox', { name: 'Authentication code or recovery code' }),
      'abcd-efgh',
    );
    await user.click(turnOff);
    expect(onDisable).toHaveBeenCalledWith('secret-1', 'abcd-efgh');
    expect(
      await screen.findByText('Two-factor authentication could not be turned off'),
    ).toBeTruthy();
  });
});
