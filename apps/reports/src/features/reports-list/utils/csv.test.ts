import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@pulse/ui';
import { toCsv } from './csv';

describe('CSV export', () => {
  it('writes a header and one quoted-as-needed row per report; formulas are neutralised', async () => {
    const csv = await toCsv([
      {
        id: '1',
        referenceID: 'rpt_1',
        apiService: 'emailLookup',
        requestDateTime: '2026-01-15T09:05:07.000Z',
        status: 'VERIFIED',
      },
      {
        id: '2',
        referenceID: '=HYPERLINK("x")',
        apiService: 'amlPerson',
        requestDateTime: 'bad',
        status: 'odd',
      },
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Reference ID,Service,Service Key,Date & Time,"Date & Time (ISO, UTC)",Status',
    );
    expect(lines[1]).toBe(
      `rpt_1,Email Lookup,emailLookup,"${formatDateTime('2026-01-15T09:05:07.000Z')}",2026-01-15T09:05:07.000Z,Verified`,
    );
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain('Individual AML Screening,amlPerson,N/A,bad,Not Available');
  });
});
