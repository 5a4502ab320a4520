// Templates round-trip through the reader, and the preview a customer sees before confirming.
import { describe, expect, it } from 'vitest';
import {
  BATCH_SERVICES,
  previewBatch,
  SERVICE_FIELDS,
  templateCsv,
  templateFileName,
} from '../../../src/services/batches/index.js';
import { bytes, readAll } from './helpers.js';

describe('templates', () => {
  it.each(BATCH_SERVICES)(
    '%s: the template parses and its example row is valid',
    async (service) => {
      const csv = templateCsv(service);
      expect(csv.split('\r\n')[0]).toBe(SERVICE_FIELDS[service].fields.join(','));
      const { header, mapping, rows } = await readAll(bytes(csv), { service, format: 'csv' });
      expect(mapping).toEqual(header);
      expect(rows).toHaveLength(1);
      const preview = await previewBatch(bytes(csv), { service, format: 'csv' });
      expect(preview.rows[0]?.errors).toEqual([]);
      expect(Object.keys(preview.rows[0]?.input ?? {}).length).toBeGreaterThan(0);
      expect(templateFileName(service)).toBe(`pulse-${service}-template.csv`);
    },
  );

  it('holds quoted commas (the address) and negative coordinates', () => {
    expect(templateCsv('addressLookup')).toBe(
      'address,country,latitude,longitude\r\n' +
        '"1600 Amphitheatre Parkway, Mountain View, CA 94043",US,37.4220,-122.0841\r\n',
    );
  });
});

describe('previewBatch', () => {
  const file = [
    'Customer,E-mail',
    ...Array.from(
      { length: 25 },
      (_, i) => `c${i + 1},${i === 1 ? 'broken' : `user${i + 1}@example.com`}`,
    ),
  ].join('\n');

  it('suggests the mapping, checks the first 20 rows and counts them all; cost is one call a row screened', async () => {
    const p = await previewBatch(bytes(file), { service: 'emailLookup', format: 'csv' });
    expect(p.header).toEqual(['Customer', 'E-mail']);
    expect(p.suggestedMapping).toEqual([null, 'email']);
    expect(p.mapping).toEqual([null, 'email']);
    expect(p.rows).toHaveLength(20);
    expect(p.rows[0]).toEqual({
      line: 2,
      cells: ['c1', 'user1@example.com'],
      input: { email: 'user1@example.com' },
      errors: [],
    });
    expect(p.rows[1]).toMatchObject({ line: 3, errors: ['Invalid email address'] });
    expect(p.rows[19]?.line).toBe(21);
    expect(p.rowCount).toBe(25);
    // The broken address is refused, not screened: not charged.
    expect(p).toMatchObject({ rowsToScreen: 24, rowsRefused: 1, cost: 24 });
  });

  it('counts the refused rows past the first 20 too', async () => {
    const p = await previewBatch(
      bytes(`${file}
c26,also broken`),
      {
        service: 'emailLookup',
        format: 'csv',
      },
    );
    expect(p).toMatchObject({ rowCount: 26, rowsToScreen: 24, rowsRefused: 2, cost: 24 });
  });

  it('checks the rows with a mapping the customer chose', async () => {
    const p = await previewBatch(bytes(file), {
      service: 'emailLookup',
      format: 'csv',
      mapping: ['email', null],
    });
    expect(p.suggestedMapping).toEqual([null, 'email']);
    expect(p.rows[0]?.errors).toEqual(['Invalid email address']);
    expect(p).toMatchObject({ rowsToScreen: 0, rowsRefused: 25, cost: 0 });
  });

  it('still refuses a bad row after the first 20', async () => {
    await expect(
      previewBatch(bytes(`${file}\nc26,x,extra`), { service: 'emailLookup', format: 'csv' }),
    ).rejects.toMatchObject({ code: 'RAGGED_ROW', line: 27 });
  });
});
