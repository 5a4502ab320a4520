import { describe, expect, it } from 'vitest';
import { buildCurl, shellQuote } from './build-curl';
import { maskApiKey } from './mask-key';

describe('buildCurl', () => {
  it('writes the POST with the licensekey, clientid and content-type headers and the JSON body', () => {
    const command = buildCurl({
      apiBase: 'https://pulse.example.com/api/',
      path: '/emaillookup',
      licenseKey: 'pk_live_abc',
      clientId: 'cl_1',
      body: { email: 'ada@acme.com' },
    });
    expect(command).toBe(
      [
        "curl -X POST 'https://pulse.example.com/api/emaillookup' \\",
        "  -H 'licensekey: pk_live_abc' \\",
        "  -H 'clientid: cl_1' \\",
        "  -H 'content-type: application/json' \\",
        "  -d '{",
        '  "email": "ada@acme.com"',
        "}'",
      ].join('\n'),
    );
  });

  it('quotes single quotes for the shell', () => {
    expect(shellQuote("O'Brien")).toBe("'O'\\''Brien'");
  });
});

describe('maskApiKey', () => {
  it('keeps the prefix and the last four characters', () => {
    expect(maskApiKey('pk_live_0123456789abcdef3f9a')).toBe('pk_live_••••••••3f9a');
    expect(maskApiKey('short')).toBe('••••••••');
    // The random part of a real key can contain underscores: it stays hidden.
    expect(maskApiKey('pk_live_fhG49eI5VoxPIYVRYqUQrgFWjE0XtgPyFJgoF_x9Zq')).toBe(
      'pk_live_••••••••x9Zq',
    );
    expect(maskApiKey('pk_live_ab_cdefghijklmnop_qrstu')).toBe('pk_live_••••••••rstu');
    expect(maskApiKey('')).toBe('');
  });
});
