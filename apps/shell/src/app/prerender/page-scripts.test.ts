import { describe, expect, it } from 'vitest';
import { withScripts } from './page-scripts';

const template =
  '<html><head><title>Pulse</title><script defer src="/static/js/index.1.js"></script></head><body></body></html>';

describe('withScripts', () => {
  it("swaps the app's scripts for the light entry's, in order", () => {
    expect(withScripts(template, ['/static/js/index.1.js'], ['/p/react.js', '/p/public.js'])).toBe(
      '<html><head><title>Pulse</title><script defer src="/p/react.js"></script><script defer src="/p/public.js"></script></head><body></body></html>',
    );
  });

  it('refuses a template that does not load the app as expected', () => {
    expect(() => withScripts(template, ['/static/js/index.2.js'], [])).toThrow(/index\.2\.js/);
  });
});
