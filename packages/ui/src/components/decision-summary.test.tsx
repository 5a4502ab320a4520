import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../test/render-with-ui';
import { DecisionSummary, ruleEffectLabel, ruleSetVersionLabel } from './decision-summary';
import type { DecisionSummaryValue } from './decision-summary';

const decision: DecisionSummaryValue = {
  outcome: 'DECLINED',
  score: 45,
  fired: [
    { ruleId: 'disposable', name: 'Disposable e-mail', effect: { kind: 'score', points: 30 } },
    { ruleId: 'tor', name: 'Tor exit', effect: { kind: 'force', outcome: 'decline' } },
  ],
  skipped: [{ ruleId: 'bin', name: 'Prepaid card', message: 'no such key: bin' }],
  version: 3,
  mode: 'live',
};

describe('DecisionSummary', () => {
  it('shows the outcome badge, score, version and mode, fired and skipped rules', () => {
    renderWithUi(<DecisionSummary decision={decision} footer={<a href="/rules">Open rules</a>} />);
    expect(screen.getByText('Declined')).toBeTruthy();
    expect(screen.getByText('45')).toBeTruthy();
    expect(screen.getByText('Version 3 (live)')).toBeTruthy();
    const fired = screen.getByRole('list', { name: 'Rules that fired' });
    const items = within(fired).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Disposable e-mail: +30 points',
      'Tor exit: Forces decline',
    ]);
    const skipped = screen.getByRole('list', { name: 'Skipped rules' });
    expect(within(skipped).getByRole('listitem').textContent).toBe(
      'Prepaid card: no such key: bin',
    );
    expect(screen.getByRole('heading', { name: 'Rules that fired', level: 3 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open rules' })).toBeTruthy();
  });

  it('says no rule fired, and has no skipped list when none was skipped', () => {
    renderWithUi(
      <DecisionSummary
        decision={{ ...decision, outcome: 'VERIFIED', score: 0, fired: [], skipped: [] }}
        subheadingAs="h4"
      />,
    );
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('No rule fired.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rules that fired', level: 4 })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Skipped rules' })).toBeNull();
  });
});

describe('decision labels', () => {
  it('labels effects and versions', () => {
    expect(ruleEffectLabel({ kind: 'score', points: 30 })).toBe('+30 points');
    expect(ruleEffectLabel({ kind: 'score', points: -1 })).toBe('\u22121 point');
    expect(ruleEffectLabel({ kind: 'score', points: -10 })).toBe('−10 points');
    expect(ruleEffectLabel({ kind: 'score', points: 0 })).toBe('0 points');
    expect(ruleEffectLabel({ kind: 'force', outcome: 'decline' })).toBe('Forces decline');
    expect(ruleEffectLabel({ kind: 'force', outcome: 'review' })).toBe('Forces review');
    expect(ruleSetVersionLabel(null, 'test')).toBe('Draft (test)');
  });
});
