// Health endpoint, docs, CORS, and a few requests over a real socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(async () => t.close());

describe('over HTTP', () => {
  it('GET /api/health answers ok', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      status: string;
      details: { engines: Record<string, string> };
    };
    expect(body.status).toBe('ok');
    // Engines load at first use in tests; the email engine is injected (fake DNS).
    expect(body.details.engines).toMatchObject({ email: 'ready', ip: 'idle', address: 'idle' });
  });

  it('serves the OpenAPI document and the interactive docs', async () => {
    const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/auth/login');
    const docs = await fetch(`${base}/api/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger');
  });

  it('answers CORS pre-flights for the shell origins only', async () => {
    const ok = await fetch(`${base}/api/auth/login`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,licensekey',
      },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const evil = await fetch(`${base}/api/auth/login`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses an oversized body over the wire with 413 and the error body', async () => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@acme-corp.com', password: 'x'.repeat(100_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
