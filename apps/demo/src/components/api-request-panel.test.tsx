import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEW_MODE_STORAGE_KEY } from '@pulse/auth';
import { answer } from '@pulse/test-utils';
import { renderDemo } from '../test/render-demo';
import { stubGeolocation } from '../test/stub-geolocation';

const command = () => screen.getByRole('region', { name: 'curl command' }).textContent ?? '';

beforeEach(() => {
  stubGeolocation('denied');
  answer('get /geo/ip', () => ({ latitude: null, longitude: null }));
});

describe('API request panel', () => {
  it('shows the curl command for what is typed, with the key masked until revealed', async () => {
    const user = userEvent.setup();
    renderDemo('/demo/email');
    expect(command()).toContain(`curl -X POST '${window.location.origin}/api/emaillookup'`);
    expect(command()).toContain("-H 'licensekey: pk_live_••••••••3f9a'");
    expect(command()).toContain("-H 'clientid: cl_123'");
    expect(command()).toContain("-H 'content-type: application/json'");
    expect(command()).not.toContain('pk_live_0123456789abcdef3f9a');

    await user.type(screen.getByRole('textbox', { name: /^Email Address/ }), 'ada@acme-corp.com');
    expect(command()).toContain('"email": "ada@acme-corp.com"');

    await user.click(screen.getByRole('button', { name: 'Show API key' }));
    expect(command()).toContain("-H 'licensekey: pk_live_0123456789abcdef3f9a'");
    expect(screen.getByRole('button', { name: 'Hide API key' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Copy curl command' })).toBeTruthy();
  });

  it('with the Test switch on, shows a test key placeholder and never the live key', async () => {
    sessionStorage.setItem(VIEW_MODE_STORAGE_KEY, JSON.stringify('test'));
    try {
      renderDemo('/demo/email');
      expect(command()).toContain("-H 'licensekey: pk_test_YOUR_TEST_KEY'");
      expect(command()).not.toContain('pk_live_');
      // Nothing to reveal: the live key is never in the sample.
      expect(screen.queryByRole('button', { name: 'Show API key' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Developers → API keys' })).toBeTruthy();
    } finally {
      sessionStorage.removeItem(VIEW_MODE_STORAGE_KEY);
    }
  });

  it('uses the wire names of each form', async () => {
    const user = userEvent.setup();
    renderDemo('/demo/individual-aml');
    await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Ada');
    await user.click(screen.getByRole('checkbox', { name: 'Enable Fuzzy Search' }));
    await waitFor(() => expect(command()).toContain('"fuzzy_amlp": "2"'));
    expect(command()).toContain('/api/amlperson');
    expect(command()).toContain('"f_name": "Ada"');
    // The date of birth starts empty: nothing is sent for it until the user picks one.
    expect(command()).not.toContain('"dob"');
  });

  it('copies the command as shown', async () => {
    const { user } = renderDemo('/demo/ip');
    // After the render: its userEvent puts a clipboard stub of its own on navigator.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.type(screen.getByRole('textbox', { name: /^IP Address/ }), '8.8.8.8');
    await user.click(screen.getByRole('button', { name: 'Copy curl command' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(command()));
    expect(writeText.mock.calls[0]?.[0]).toContain('"ip": "8.8.8.8"');
  });
});

describe('API request samples', () => {
  const sample = (name: string) => screen.getByRole('region', { name }).textContent ?? '';

  it('switches between curl, Node (fetch) and Python (requests) for the same request, and copies the one shown', async () => {
    const { user } = renderDemo('/demo/ip');
    // After the render: its userEvent puts a clipboard stub of its own on navigator.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.type(screen.getByRole('textbox', { name: /^IP Address/ }), '8.8.8.8');
    expect(screen.getByRole('tab', { name: 'curl' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'Node (fetch)' }));
    const node = sample('Node (fetch) code');
    expect(node).toContain(`await fetch("${window.location.origin}/api/iplookup"`);
    expect(node).toContain('licensekey: "pk_live_••••••••3f9a"');
    expect(node).toContain('"ip": "8.8.8.8"');
    await user.click(screen.getByRole('button', { name: 'Copy Node (fetch) code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(node));

    // Arrow keys move along the tab list.
    screen.getByRole('tab', { name: 'Node (fetch)' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(
      screen.getByRole('tab', { name: 'Python (requests)' }).getAttribute('aria-selected'),
    ).toBe('true');
    const python = sample('Python (requests) code');
    expect(python).toContain(`requests.post(\n    "${window.location.origin}/api/iplookup"`);
    expect(python).toContain('"clientid": "cl_123"');
    expect(python).toContain('json={\n        "ip": "8.8.8.8",\n    }');
    await user.click(screen.getByRole('button', { name: 'Show API key' }));
    expect(sample('Python (requests) code')).toContain(
      '"licensekey": "pk_live_0123456789abcdef3f9a"',
    );
  });
});
