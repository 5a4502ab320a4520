import { describe, expect, it } from 'vitest';
import { REMOTE_EXPOSES, REMOTE_NAMES } from './index';

describe('remote contracts', () => {
  it('names every remote the shell mounts, each with at least one page', () => {
    expect(REMOTE_NAMES).toEqual(['account', 'reports', 'demo', 'billing']);
    for (const name of REMOTE_NAMES) expect(REMOTE_EXPOSES[name].length).toBeGreaterThan(0);
  });
});
