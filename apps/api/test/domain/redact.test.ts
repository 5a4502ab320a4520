// Redaction of the request log's bodies and paths: secret fields, keys, JWTs, card
// numbers beyond the BIN, kept headers, and the size cap.
import { describe, expect, it } from 'vitest';
import {
  MAX_STORED_BODY,
  REDACTED,
  luhnValid,
  redact,
  redactHeaders,
  redactPath,
  redactString,
  storableString,
  storedBody,
  storedBodyJson,
} from '../../src/domain/redact.js';

describe('storableString', () => {
  // PostgreSQL's json and jsonb refuse `\u0000` and unpaired surrogates; a fuzzed query carried both.
  it('replaces NUL and unpaired surrogates with U+FFFD and keeps every other character', () => {
    expect(storableString('a\u0000b')).toBe('a\uFFFDb');
    expect(storableString('x\uD800y\uDC00z')).toBe('x\uFFFDy\uFFFDz');
    expect(storableString('😀 ü ☃')).toBe('😀 ü ☃');
  });

  it('applies to stored values and field names alike', () => {
    const json = storedBodyJson(JSON.stringify({ 'k\u0000': 'v\u0000', e: '\uD83D' }));
    expect(json).not.toMatch(/\\u0000|\\ud83d"/i);
    expect(JSON.parse(json ?? 'null')).toEqual({ 'k\uFFFD': 'v\uFFFD', e: '\uFFFD' });
  });
});

describe('redact', () => {
  it('empties fields whose names hold secrets, at any depth', () => {
    expect(
      redact({
        email: 'a@b.co',
        password: 'hunter2',
        nested: { newPassword: 'x', client_secret: 's', 'x-api-key': 'k', cvv: '123', pin: 1234 },
        list: [{ accessToken: 't' }],
        emptyPassword: '',
      }),
    ).toEqual({
      email: 'a@b.co',
      password: REDACTED,
      nested: {
        newPassword: REDACTED,
        client_secret: REDACTED,
        'x-api-key': REDACTED,
        cvv: REDACTED,
        pin: REDACTED,
      },
      list: [{ accessToken: REDACTED }],
      emptyPassword: '',
    });
  });

  it('keeps a key’s prefix only, removes JWTs, masks card numbers after the BIN', () => {
    expect(redactString('key pk_live_abcdEFGH1234567890xyz here')).toBe(
      `key pk_live_abcd…${REDACTED} here`,
    );
    expect(redactString('Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlXw')).toBe(
      `Bearer ${REDACTED}`,
    );
    expect(redactString('4111111111111111')).toBe('411111**********');
    expect(redactString('card 5555-5555-5555-4444 exp')).toBe('card 5555-55**-****-**** exp');
    expect(redact(4242424242424242)).toBe('424242**********');
  });

  it('leaves what is not a secret: BINs, phone numbers, numbers failing Luhn', () => {
    expect(redactString('41111111')).toBe('41111111');
    expect(redactString('+4412345678901234')).toBe('+4412345678901234');
    expect(redactString('4111111111111112')).toBe('4111111111111112');
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(redact({ ip: '8.8.8.8', n: 42, ok: true, none: null })).toEqual({
      ip: '8.8.8.8',
      n: 42,
      ok: true,
      none: null,
    });
  });
});

describe('redactPath', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.c2lnbmF0dXJlLXZhbHVl';
  it('applies the string rules to each segment, read %-decoded', () => {
    expect(redactPath('/api/reports/pk_live_abcdEFGH1234567890')).toBe(
      `/api/reports/pk_live_abcd…${REDACTED}`,
    );
    expect(redactPath('/api/report/4242424242424242')).toBe('/api/report/424242**********');
    expect(redactPath('/api/report/4242%204242%204242%204242')).toBe(
      '/api/report/4242%2042**%20****%20****',
    );
    expect(redactPath('/api/report/sk%5Ftest%5FabcdEFGH1234')).toBe(
      `/api/report/sk_test_abcd…${REDACTED}`,
    );
    expect(redactPath(`/api/x/${jwt}/y`)).toBe(`/api/x/${REDACTED}/y`);
  });

  it('removes a path parameter named like a secret', () => {
    expect(redactPath('/api/verify/abc123/confirm', '/api/verify/:token/confirm')).toBe(
      `/api/verify/${REDACTED}/confirm`,
    );
    expect(redactPath('/api/reports/abc', '/api/reports/:id')).toBe('/api/reports/abc');
  });

  it('keeps everything else exactly as sent, broken escapes included', () => {
    for (const path of [
      '/api/reports',
      '/api/report/0b9f6f3c-2c55-4a8e-9f1e-6a3f1c2b7d10',
      '/api/report/a%20b%2Fc',
      '/api/report/%E0%A4%A',
      '/api/binlookup/424242',
      '/api/x/+4915112345678901',
    ])
      expect(redactPath(path)).toBe(path);
  });

  it('keeps a masked segment one segment', () => {
    expect(redactPath('/api/report/4242424242424242%2Fx%3Fy')).toBe(
      '/api/report/424242**********%2Fx%3Fy',
    );
  });
});

describe('redactHeaders', () => {
  it('keeps the useful headers, the key as its prefix, and no authorization or cookie', () => {
    expect(
      redactHeaders({
        licensekey: 'pk_live_abcdEFGH1234567890',
        clientid: 'CL-1',
        authorization: 'Bearer x',
        cookie: 'sid=1',
        'user-agent': 'curl/8',
        'content-type': 'application/json',
      }),
    ).toEqual({
      licensekey: `pk_live_abcd…${REDACTED}`,
      clientid: 'CL-1',
      authorization: REDACTED,
      'user-agent': 'curl/8',
      'content-type': 'application/json',
    });
  });
});

describe('storedBody', () => {
  it('parses JSON text, keeps other text, caps large bodies with a redacted preview', () => {
    expect(storedBody('{"password":"p","a":1}')).toEqual({ password: REDACTED, a: 1 });
    expect(storedBody('not json 4111111111111111')).toBe('not json 411111**********');
    expect(storedBody(undefined)).toBeNull();
    expect(storedBody('')).toBeNull();
    const big = storedBody({ text: 'x'.repeat(MAX_STORED_BODY), card: '4111111111111111' }) as {
      truncated: boolean;
      size: number;
      preview: string;
    };
    expect(big.truncated).toBe(true);
    expect(big.size).toBeGreaterThan(MAX_STORED_BODY);
    expect(big.preview).toHaveLength(MAX_STORED_BODY);
    expect(JSON.stringify(big)).not.toContain('4111111111111111');
  });
});

describe('storedBodyJson', () => {
  // The fast path (JSON text without secret-named fields) must store what the slow path stores.
  const samples: unknown[] = [
    '{"ok":true,"phone":"+14155552671","n":4111111111111111}',
    '{"report":{"referenceID":"rpt_1","note":"card 4111 1111 1111 1111 and pk_live_abcdefghijklmnop"}}',
    '[{"jwt":"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlX3Zh"},"5500-0000-0000-0004"]',
    '{"Api_Key":"k","x":"y"}',
    '{"PIN":"1234","pan":"4111111111111111"}',
    '{"tokens":{"total":1},"description":"a token of trust"}',
    '{"cardType":"credit","card":"4000056655665556"}',
    'not json 4111111111111111',
    '{"broken":',
    { password: 'p', nested: { apiKey: 'k', list: ['4111111111111111'] } },
    JSON.stringify({ text: 'x'.repeat(MAX_STORED_BODY), card: '4111111111111111' }),
    '',
    undefined,
  ];
  it.each(samples.map((s, i) => [i, s]))(
    'sample %i stores the same value as storedBody',
    (_i, s) => {
      const json = storedBodyJson(s);
      const expected = storedBody(s);
      if (expected === null) expect(json).toBeNull();
      else expect(JSON.parse(json ?? 'null')).toEqual(expected);
    },
  );
  it('stores an ordinary JSON answer as it was sent', () => {
    const raw = '{"phoneLookup":{"report":{"referenceID":"rpt_1","status":"VERIFIED","n":12}}}';
    expect(storedBodyJson(raw)).toBe(raw);
  });
  it('never keeps a secret-named field or a full card number', () => {
    const json = storedBodyJson('{"client_secret":"s3cr3t","cc":"4111111111111111"}') ?? '';
    expect(json).not.toContain('s3cr3t');
    expect(json).not.toContain('4111111111111111');
  });
});
