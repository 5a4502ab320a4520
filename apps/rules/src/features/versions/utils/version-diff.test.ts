import { describe, expect, it } from 'vitest';
import { disposableRule, torRule } from '../../../test/fixtures';
import { diffBodies, isEmptyDiff } from './version-diff';

const thresholds = { suspicious: 30, risky: 60, declined: 90 };

describe('diffBodies', () => {
  it('names the rules added, removed and changed, and the thresholds moved', () => {
    const diff = diffBodies(
      { rules: [disposableRule, torRule], thresholds },
      {
        rules: [
          { ...torRule, enabled: true, expression: 'ip.tor' },
          { ...disposableRule, id: 'other' },
        ],
        thresholds: { ...thresholds, declined: 80 },
      },
    );
    expect(diff.added.map((rule) => rule.id)).toEqual(['other']);
    expect(diff.removed.map((rule) => rule.id)).toEqual(['disposable-email']);
    expect(diff.changed.map((change) => change.fields)).toEqual([['expression', 'enabled']]);
    expect(diff.thresholds).toEqual([{ key: 'declined', before: 90, after: 80 }]);
  });

  it('takes every rule of the first version as added and finds no change between equal bodies', () => {
    expect(diffBodies(null, { rules: [torRule], thresholds }).added).toEqual([torRule]);
    expect(
      isEmptyDiff(diffBodies({ rules: [torRule], thresholds }, { rules: [torRule], thresholds })),
    ).toBe(true);
  });

  it('names a rule that starts opening a case, and takes an absent openCase as false', () => {
    const asks = { ...torRule, openCase: true };
    const diff = diffBodies({ rules: [torRule], thresholds }, { rules: [asks], thresholds });
    expect(diff.changed.map((change) => change.fields)).toEqual([['openCase']]);
    const off = { ...torRule, openCase: false };
    expect(
      isEmptyDiff(diffBodies({ rules: [torRule], thresholds }, { rules: [off], thresholds })),
    ).toBe(true);
  });
});
