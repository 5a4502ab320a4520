// GET /api/batches/templates/:service through the HTTP stack: each service's template downloads
// as a CSV attachment that the batch reader accepts, for any member; unknown services and
// anonymous callers get the API's error body.
import { Readable } from 'node:stream';
import { SERVICE_KEYS } from '@pulse/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewBatch } from '../../../src/services/batches/index.js';
import { bearer } from '../../helpers/accounts.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { apiKey, newCaller, type Caller } from '../../helpers/clients.js';
import { addMember } from '../../helpers/members.js';

let t: TestApp;
let owner: Caller;
let viewerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newCaller(t.app, t.config.outboxDir);
  viewerToken = (await addMember(t.app, t.config, owner.uuid, 'viewer')).token;
});
afterAll(async () => t.close());

const template = (service: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/batches/templates/${service}`, headers });

describe('GET /api/batches/templates/:service', () => {
  it.each(SERVICE_KEYS)(
    '%s: a CSV attachment whose example row passes the lookup rules',
    async (service) => {
      const res = await template(service, bearer(owner.token));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="pulse-${service}-template.csv"`,
      );
      const preview = await previewBatch(Readable.from([res.rawPayload]), {
        service,
        format: 'csv',
      });
      expect(preview.rowCount).toBe(1);
      expect(preview.rows[0]?.errors).toEqual([]);
      expect(preview.mapping).toEqual(preview.header);
    },
  );

  it('is open to a viewer and to an API key alone', async () => {
    expect((await template('emailLookup', bearer(viewerToken))).statusCode).toBe(200);
    const res = await template('emailLookup', apiKey(owner));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('email\r\njane.doe@example.com\r\n');
  });

  it('answers 400 VALIDATION_ERROR in the error body for an unknown service', async () => {
    const res = await template('faxLookup', bearer(owner.token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'service is not an accepted value',
      code: 'VALIDATION_ERROR',
      requestId: expect.any(String),
    });
  });

  it('answers 401 without a session or key', async () => {
    const res = await template('emailLookup', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'The licensekey and clientid headers are required',
      code: 'INVALID_API_KEY',
      requestId: expect.any(String),
    });
  });
});
