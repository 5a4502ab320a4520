import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../test/render-with-ui';
import { StatusBadge } from './status-badge';
import { EmptyState } from './empty-state';
import { LoadingSpinner } from './loading-spinner';
import { RetryAlert } from './retry-alert';
import { ConfirmDialog } from './confirm-dialog';
import { KeyValueList } from './key-value-list';
import { SectionCard } from './section-card';
import { PageHeader } from './page-header';
import { PasswordStrengthMeter } from './password-strength-meter';
import { CopyButton } from './copy-button';

describe('StatusBadge', () => {
  it('shows the status label', () => {
    renderWithUi(
      <>
        <StatusBadge status="VERIFIED" />
        <StatusBadge status="failed" />
        <StatusBadge status={null} />
      </>,
    );
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByText('Not Available')).toBeTruthy();
  });
});

describe('EmptyState', () => {
  it('defaults to "No Records Found"', () => {
    renderWithUi(<EmptyState />);
    expect(screen.getByText('No Records Found')).toBeTruthy();
  });
  it('shows custom text', () => {
    renderWithUi(<EmptyState text="No records available" />);
    expect(screen.getByText('No records available')).toBeTruthy();
  });
});

describe('LoadingSpinner', () => {
  it('is a labelled status', () => {
    renderWithUi(<LoadingSpinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
  it('takes a label', () => {
    renderWithUi(<LoadingSpinner label="Verifying your email..." />);
    expect(screen.getByRole('status', { name: 'Verifying your email...' })).toBeTruthy();
  });
});

describe('RetryAlert', () => {
  it('shows the message and a Retry button that calls onRetry', async () => {
    const onRetry = vi.fn();
    renderWithUi(<RetryAlert message="Your team could not be loaded" onRetry={onRetry} />);
    expect(screen.getByText('Your team could not be loaded')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog', () => {
  const message = 'Are you sure you want to delete this report?';

  it('renders title, message and buttons that call the handlers', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const user = userEvent.setup();
    renderWithUi(
      <ConfirmDialog open message={message} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Confirmation');
    expect(screen.getByText(message)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Escape cancels', async () => {
    const onCancel = vi.fn();
    const user = userEvent.setup();
    renderWithUi(<ConfirmDialog open message={message} onConfirm={() => {}} onCancel={onCancel} />);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });

  it('shows a loading Confirm and disables Cancel while loading', async () => {
    const onConfirm = vi.fn();
    renderWithUi(
      <ConfirmDialog open loading message={message} onConfirm={onConfirm} onCancel={() => {}} />,
    );
    await screen.findByRole('alertdialog');
    const confirm = screen.getByRole('button', { name: /Confirm/ });
    expect(confirm.hasAttribute('disabled') || confirm.getAttribute('data-loading') !== null).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
  });

  it('renders nothing when closed', () => {
    renderWithUi(
      <ConfirmDialog open={false} message={message} onConfirm={() => {}} onCancel={() => {}} />,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes through the parent state', async () => {
    const user = userEvent.setup();
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <ConfirmDialog
          open={open}
          message={message}
          onConfirm={() => {}}
          onCancel={() => setOpen(false)}
        />
      );
    }
    renderWithUi(<Host />);
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('KeyValueList / SectionCard / PageHeader', () => {
  it('renders rows and N/A for empty values inside a titled card', () => {
    renderWithUi(
      <>
        <PageHeader title="Reports" />
        <SectionCard title="Transaction Metadata">
          <KeyValueList
            rows={[
              { label: 'Client ID', value: 'c-1' },
              { label: 'License Key', value: '' },
              { label: 'Status', value: <StatusBadge status="RISKY" /> },
            ]}
          />
        </SectionCard>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Transaction Metadata' })).toBeTruthy();
    expect(screen.getByText('Client ID')).toBeTruthy();
    expect(screen.getByText('c-1')).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(screen.getByText('Risky')).toBeTruthy();
  });
});

describe('PasswordStrengthMeter', () => {
  it('shows five segments and no level for an empty password', () => {
    const { container } = renderWithUi(<PasswordStrengthMeter password="" />);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter.children).toHaveLength(5);
    expect(meter.getAttribute('aria-valuenow')).toBe('0');
    expect(container.querySelectorAll('[data-filled]')).toHaveLength(0);
    expect(screen.queryByText(/Weak|Medium|Strong/)).toBeNull();
  });
  it.each([
    ['aB', 2, 'Weak'],
    ['aB1', 3, 'Medium'],
    ['Passw0rd!', 5, 'Strong'],
  ])('%s fills %i segments and reads %s', (pw, score, level) => {
    const { container } = renderWithUi(<PasswordStrengthMeter password={pw} />);
    expect(container.querySelectorAll('[data-filled]')).toHaveLength(score);
    expect(screen.getByText(level)).toBeTruthy();
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe(String(score));
  });
});

describe('CopyButton', () => {
  it('copies the value and says Copied', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithUi(<CopyButton value="pk_live_123" label="Copy API Key" />);
    await user.click(screen.getByRole('button', { name: /Copy API Key/ }));
    expect((await screen.findAllByText('Copied')).length).toBeGreaterThan(0);
    expect(writeText).toHaveBeenCalledWith('pk_live_123');
  });
});
