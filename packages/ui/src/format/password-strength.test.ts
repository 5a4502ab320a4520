import { describe, expect, it } from 'vitest';
import { scorePassword } from './password-strength';

describe('scorePassword', () => {
  it('scores 0 with no level for an empty password', () => {
    expect(scorePassword('')).toEqual({
      score: 0,
      level: null,
      checks: { length: false, lowercase: false, uppercase: false, digit: false, special: false },
    });
    expect(scorePassword(null).score).toBe(0);
    expect(scorePassword('   ').level).toBeNull();
  });
  it('gives Weak at scores 1 and 2', () => {
    expect(scorePassword('a')).toMatchObject({ score: 1, level: 'Weak' });
    expect(scorePassword('aB')).toMatchObject({ score: 2, level: 'Weak' });
    expect(scorePassword('abcdefgh')).toMatchObject({ score: 2, level: 'Weak' });
  });
  it('gives Medium at scores 3 and 4', () => {
    expect(scorePassword('aB1')).toMatchObject({ score: 3, level: 'Medium' });
    expect(scorePassword('aB1!')).toMatchObject({ score: 4, level: 'Medium' });
    expect(scorePassword('abcdefgH1')).toMatchObject({ score: 4, level: 'Medium' });
  });
  it('gives Strong at score 5', () => {
    expect(scorePassword('Passw0rd!')).toMatchObject({
      score: 5,
      level: 'Strong',
      checks: { length: true, lowercase: true, uppercase: true, digit: true, special: true },
    });
  });
  it('counts each special from the spec set and nothing else', () => {
    for (const ch of '!@#$%^&*(),.?":{}|<>') expect(scorePassword(ch).checks.special).toBe(true);
    for (const ch of ['-', '_', '+', '=', '~', '[', ']', '/', ' ', "'", ';']) {
      expect(scorePassword(ch).checks.special).toBe(false);
    }
  });
  it('checks length at exactly 8', () => {
    expect(scorePassword('1234567').checks.length).toBe(false);
    expect(scorePassword('12345678').checks.length).toBe(true);
  });
});
