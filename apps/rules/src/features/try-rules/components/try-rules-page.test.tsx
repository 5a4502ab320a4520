import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answer } from '@pulse/test-utils';
import { tabTo } from '../../../test/keyboard';
import { renderPage } from '../../../test/render';
import { TryRulesPage } from './try-rules-page';

const report = (referenceID: string) => ({
  referenceID,
  apiService: 'emailValidation',
  requestDateTime: '2026-12-01T10:00:00.000Z',
  status: 'VERIFIED',
});

const render = (role: 'owner' | 'developer' | 'analyst' = 'developer', recent: string[] = []) => {
  const reads = answer('get /reports', () => recent.map(report));
  return { ...renderPage(<TryRulesPage />, { path: '/rules/try', role }), reads };
};

describe('Try on a report', () => {
  it('shows the draft’s decision on a report: outcome, score, fired and skipped rules', async () => {
    const calls = answer('post /rules/try', () => ({
      referenceId: 'rpt_abc123',
      service: 'emailValidation',
      decision: {
        outcome: 'DECLINED',
        score: 40,
        fired: [
          {
            ruleId: 'disposable-email',
            name: 'Disposable e-mail',
            effect: { kind: 'force', outcome: 'decline' },
          },
          { ruleId: 'tor-exit', name: 'Tor exit node', effect: { kind: 'score', points: 40 } },
        ],
        skipped: [{ ruleId: 'bin', name: 'Prepaid card', message: 'no such key: bin' }],
        version: null,
      },
    }));
    const { user } = render();
    await user.type(screen.getByRole('textbox', { name: 'Reference id' }), 'rpt_abc123');
    await user.click(screen.getByRole('button', { name: 'Try' }));
    expect(await screen.findByText('Decision on rpt_abc123')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ referenceId: 'rpt_abc123' });
    expect(screen.getByText('Declined')).toBeTruthy();
    expect(screen.getByText('40')).toBeTruthy();
    expect(screen.getByText('Draft (live)')).toBeTruthy();
    const fired = screen.getByRole('list', { name: 'Rules that fired' });
    expect(
      within(fired)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Disposable e-mail: Forces decline', 'Tor exit node: +40 points']);
    const skipped = screen.getByRole('list', { name: 'Skipped rules' });
    expect(within(skipped).getByRole('listitem').textContent).toBe(
      'Prepaid card: no such key: bin',
    );
    expect(screen.getByRole('link', { name: 'Open the report' }).getAttribute('href')).toBe(
      '/reports/rpt_abc123',
    );
  });

  it('asks for a reference id before sending, and shows the API’s message for an unknown report', async () => {
    answer('post /rules/try', () =>
      Promise.reject({ status: 404, body: { error: 'No report rpt_nope of yours.' } }),
    );
    const { user } = render();
    await user.type(screen.getByRole('textbox', { name: 'Reference id' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Try' }));
    expect(screen.getByText('Enter a report’s reference id, e.g. rpt_3f9a1c.')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Reference id' }));
    await user.type(screen.getByRole('textbox', { name: 'Reference id' }), 'rpt_nope');
    await user.click(screen.getByRole('button', { name: 'Try' }));
    expect(await screen.findByText('No report rpt_nope of yours.')).toBeTruthy();
  });

  it('tries one of the latest reports of the tab’s view in one click', async () => {
    const calls = answer('post /rules/try', (_args, body) => ({
      referenceId: (body as { referenceId: string }).referenceId,
      service: 'emailValidation',
      decision: { outcome: 'VERIFIED', score: 0, fired: [], skipped: [], version: null },
    }));
    const { user, reads } = render('owner', ['rpt_latest1', 'rpt_latest2']);
    await user.click(await screen.findByRole('button', { name: 'rpt_latest2 · Verified' }));
    expect(await screen.findByText('Decision on rpt_latest2')).toBeTruthy();
    expect(screen.getByText('No rule fired.')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ referenceId: 'rpt_latest2' });
    expect(reads[0]?.args).toMatchObject({ limit: '5', mode: 'live' });
    expect((screen.getByRole('textbox', { name: 'Reference id' }) as HTMLInputElement).value).toBe(
      'rpt_latest2',
    );
  });

  it('tries a latest report and opens it with the keyboard only', async () => {
    answer('post /rules/try', (_args, body) => ({
      referenceId: (body as { referenceId: string }).referenceId,
      service: 'emailValidation',
      decision: { outcome: 'VERIFIED', score: 0, fired: [], skipped: [], version: null },
    }));
    const { user, router } = render('owner', ['rpt_latest1']);
    await tabTo(user, screen.getByRole('textbox', { name: 'Reference id' }));
    await tabTo(user, await screen.findByRole('button', { name: 'rpt_latest1 · Verified' }));
    await user.keyboard('{Enter}');
    await tabTo(user, await screen.findByRole('link', { name: 'Open the report' }));
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/reports/rpt_latest1');
  });

  it('tells an analyst who may try the rules instead of offering the form', () => {
    render('analyst');
    expect(screen.queryByRole('button', { name: 'Try' })).toBeNull();
    expect(
      screen.getByText('Owners, admins and developers edit, try and backtest the rules.'),
    ).toBeTruthy();
  });
});
