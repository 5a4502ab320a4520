import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer } from '@pulse/test-utils';
import { renderDemo } from '../test/render-demo';
import { stubGeolocation } from '../test/stub-geolocation';

const TABS = [
  ['Transaction', '/demo/fraud-engine'],
  ['Email Lookup', '/demo/email'],
  ['Address Lookup', '/demo/address'],
  ['IP Lookup', '/demo/ip'],
  ['Phone Number Lookup', '/demo/phone'],
  ['BIN Lookup', '/demo/bin-lookup'],
  ['AML For Persons', '/demo/individual-aml'],
  ['AML For Businesses', '/demo/business-aml'],
] as const;

beforeEach(() => {
  stubGeolocation('denied');
  answer('get /geo/ip', () => ({ latitude: null, longitude: null }));
});

describe('DemoPage', () => {
  it('shows the title, the accuracy banner and redirects /demo to the Transaction form', async () => {
    const { router } = renderDemo('/demo');
    expect(screen.getByRole('heading', { level: 1, name: 'Service Demo' })).toBeTruthy();
    expect(
      screen.getByText(
        'Entering complete and accurate data ensures you receive the most precise and detailed report. Inaccurate information may lead to incomplete results.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/fraud-engine'));
    expect(await screen.findByRole('form', { name: 'Transaction' })).toBeTruthy();
  });

  it('links the eight children in spec order, marking the current one', async () => {
    renderDemo('/demo/email');
    const nav = screen.getByRole('navigation', { name: 'Demo services' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(TABS);
    expect(
      within(nav).getByRole('link', { name: 'Email Lookup' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(nav).getByRole('link', { name: 'Transaction' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it.each(TABS)('the %s tab opens its form titled alike', async (label, path) => {
    const user = userEvent.setup();
    const { router } = renderDemo('/demo/email');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Demo services' })).getByRole('link', {
        name: label,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(await screen.findByRole('form', { name: label })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: label })).toBeTruthy();
  });

  it('is keyboard-navigable: Tab reaches the tab links, Enter opens one', async () => {
    const user = userEvent.setup();
    const { router } = renderDemo('/demo/email');
    const nav = screen.getByRole('navigation', { name: 'Demo services' });
    const ipLink = within(nav).getByRole('link', { name: 'IP Lookup' });
    for (let i = 0; i < 20 && document.activeElement !== ipLink; i++) await user.tab();
    expect(document.activeElement).toBe(ipLink);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/ip'));
    expect(ipLink.getAttribute('aria-current')).toBe('page');
  });

  it('sends an unknown child to /', async () => {
    const { router } = renderDemo('/demo/nope');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
