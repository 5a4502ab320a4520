/**
 * The `data` of a test event of each type ("Send test event"), in the shape the real event has
 * (docs/api-contract.md "Webhooks", "Events"). Values are examples, marked by `"test": true` on the
 * event itself.
 */
import type { EventType } from '../events.js';

export function sampleData(type: EventType, now: Date): Record<string, unknown> {
  const at = now.toISOString();
  switch (type) {
    case 'report.created':
      return {
        referenceID: 'TEST0000000000000',
        service: 'emailLookup',
        status: 'VERIFIED',
        requestType: 'api',
        mode: 'live',
        requestDateTime: at,
      };
    case 'report.deleted':
      return { referenceID: 'TEST0000000000000', mode: 'live', deletedAt: at };
    case 'payment.succeeded':
      return {
        paymentId: 'cs_test_0000000000',
        service: 'emailLookup',
        quantity: 1000,
        amount: 1000,
        currency: 'usd',
        paidAt: at,
      };
    case 'balance.low':
      return { service: 'emailLookup', callsLeft: 99, threshold: 100 };
    case 'key.expiring':
      return {
        keyId: '00000000-0000-4000-8000-000000000000',
        name: 'Test key',
        prefix: 'pk_live_test',
        mode: 'live',
        expiresAt: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
      };
    case 'batch.completed':
      return {
        batchId: '00000000-0000-4000-8000-000000000000',
        service: 'amlPerson',
        state: 'done',
        fileName: 'customers.csv',
        rowCount: 1000,
        rowsDone: 1000,
        rowsFailed: 3,
        mode: 'live',
      };
    case 'aml.monitoring.match':
      return {
        id: '00000000-0000-4000-8000-000000000001',
        subjectId: '00000000-0000-4000-8000-000000000002',
        subjectName: 'Eric Badege',
        kind: 'new_match',
        entryId: 'un:CDi.001',
        recordId: 'un:CDi.001',
        entryName: 'ERIC BADEGE',
        source: 'un',
        listVersion: 2,
        updateId: '00000000-0000-4000-8000-000000000003',
        caseId: '00000000-0000-4000-8000-000000000004',
        createdAt: '2026-01-01T00:00:00.000Z',
        mode: 'live',
      };
    case 'decision.review':
    case 'decision.declined':
      return {
        referenceID: 'TEST0000000000000',
        service: 'emailLookup',
        mode: 'live',
        decision: {
          outcome: type === 'decision.declined' ? 'DECLINED' : 'RISKY',
          score: 0,
          fired: [
            {
              ruleId: 'disposable',
              name: 'Disposable e-mail',
              effect: {
                kind: 'force',
                outcome: type === 'decision.declined' ? 'decline' : 'review',
              },
            },
          ],
          skipped: [],
          version: 1,
          mode: 'live',
        },
      };
  }
}
