import { describe, expect, it } from 'vitest';
import { parseManifest } from './manifest';

describe('parseManifest', () => {
  it('accepts an object of http(s) manifest URLs', () => {
    expect(
      parseManifest({
        account: 'http://localhost:3004/mf-manifest.json',
        reports: 'https://cdn.example.com/reports/mf-manifest.json',
      }),
    ).toEqual({
      account: 'http://localhost:3004/mf-manifest.json',
      reports: 'https://cdn.example.com/reports/mf-manifest.json',
    });
  });
  it('accepts an empty manifest', () => {
    expect(parseManifest({})).toEqual({});
  });
  it.each([null, [], 'x', 3])('refuses %j', (value) => {
    expect(() => parseManifest(value)).toThrow('Remotes manifest must be a JSON object');
  });
  it('refuses a remote without a valid URL', () => {
    expect(() => parseManifest({ demo: 'ftp://x' })).toThrow('Remote "demo" has no valid URL');
    expect(() => parseManifest({ demo: 42 })).toThrow('Remote "demo" has no valid URL');
  });
});
