/** Batches and cases as the API answers them (their contracts), for the screening tests. */
import type {
  Batch,
  BatchDetail,
  BatchPreview,
  Case,
  CaseDetail,
  CaseEvent,
  CaseMatch,
  Member,
  MonitoredSubject,
} from '@pulse/api-client';

/** A running AML person batch of 1,000 rows; `changes` override any field. */
export function batchOf(changes: Partial<Batch> = {}): Batch {
  return {
    id: 'b-1',
    service: 'amlPerson',
    mode: 'live',
    state: 'running',
    pauseReason: null,
    fileName: 'people.csv',
    format: 'csv',
    rowCount: 1000,
    rowsDone: 500,
    rowsFailed: 100,
    rowsLeft: 500,
    rowsPerSecond: 25,
    etaSeconds: 200,
    createdBy: { id: 'm-1', name: 'Ada Lovelace' },
    createdAt: '2026-11-28T10:00:00.000Z',
    startedAt: '2026-11-28T10:01:00.000Z',
    finishedAt: null,
    ...changes,
  };
}

/**
 * The preview of a 1,000-row AML person file whose `dob` column is not mapped yet, 42 of its rows
 * refused by the lookup's rules.
 */
export function previewOf(changes: Partial<BatchPreview> = {}): BatchPreview {
  return {
    header: ['first', 'last', 'dob'],
    fields: ['f_name', 'l_name', 'dob', 'gender', 'fuzzy_amlp'],
    required: { all: ['f_name', 'l_name'] },
    mapping: ['f_name', 'l_name', null],
    suggestedMapping: ['f_name', 'l_name', null],
    rows: [
      { rowNo: 1, line: 2, cells: ['Ada', 'Lovelace', '1815-12-10'], errors: [] },
      { rowNo: 2, line: 3, cells: ['', 'Babbage', '1791-12-26'], errors: ['f_name is required'] },
    ],
    rowCount: 1000,
    rowsToScreen: 958,
    rowsRefused: 42,
    cost: 958,
    callsLeft: 250,
    ...changes,
  };
}

/** A batch with its detail: decisions, error rows and (in preview) its preview. */
export function detailOf(changes: Partial<BatchDetail> = {}): BatchDetail {
  const detail: Omit<BatchDetail, 'outcomes'> = {
    ...batchOf(),
    preview: null,
    decisions: { VERIFIED: 300, SUSPICIOUS: 40, RISKY: 30, DECLINED: 30, ERROR: 100 },
    errorRows: [
      { rowNo: 7, line: 8, error: 'dob is not a date', referenceId: null },
      { rowNo: 9, line: 10, error: 'Lookup failed', referenceId: 'ref-9' },
    ],
    ...changes,
  };
  // The API answers the deprecated name too, until @pulse/api 2.0.
  return { ...detail, outcomes: detail.decisions };
}

/** A batch just uploaded, waiting in preview. */
export function uploadedOf(changes: Partial<BatchDetail> = {}): BatchDetail {
  return detailOf({
    state: 'preview',
    rowsDone: 0,
    rowsFailed: 0,
    rowsLeft: 1000,
    rowsPerSecond: null,
    etaSeconds: null,
    startedAt: null,
    decisions: { VERIFIED: 0, SUSPICIOUS: 0, RISKY: 0, DECLINED: 0, ERROR: 0 },
    errorRows: [],
    preview: previewOf(),
    ...changes,
  });
}

/** Member ids of the case tests: the signed-in owner, and two teammates. */
export const ME = '0a0a0a0a-0000-4000-8000-000000000001';
export const GRACE = '0a0a0a0a-0000-4000-8000-000000000002';
export const ALAN = '0a0a0a0a-0000-4000-8000-000000000003';

/** GET /members as the owner reads it: the owner (`you`) and two teammates. */
export function teamOf(): Member[] {
  const member = (id: string, fullName: string, role: Member['role'], you = false): Member => ({
    id,
    fullName,
    email: `${fullName.split(' ')[0]?.toLowerCase()}@example.com`,
    role,
    joinedAt: '2026-01-01T00:00:00.000Z',
    lastActiveAt: null,
    you,
  });
  return [
    member(ME, 'Ada Lovelace', 'owner', true),
    member(GRACE, 'Grace Hopper', 'analyst'),
    member(ALAN, 'Alan Turing', 'developer'),
  ];
}

/** A case match as the screens read it, without its deprecated `recordId`. */
export type MatchFields = Omit<CaseMatch, 'recordId'>;
/** A case as the screens read it, without the deprecated names the API also answers. */
export type CaseFields = Omit<Case, 'status' | 'proposedStatus' | 'candidates' | 'matches'> & {
  matches: MatchFields[];
};

/** The case as the API answers it: the new names and, until @pulse/api 2.0, the old ones too. */
export function answeredCase(c: CaseFields): Case {
  const matches = c.matches.map((m) => ({ ...m, recordId: m.entryId }));
  return {
    ...c,
    status: c.reviewState,
    proposedStatus: c.proposedDisposition,
    matches,
    candidates: matches,
  };
}

/** An open case of an AML person lookup with one OFAC SDN match; `changes` override any field. */
export function caseOf(changes: Partial<CaseFields> = {}): Case {
  return answeredCase({
    id: 'c0c0c0c0-0000-4000-8000-000000000001',
    mode: 'live',
    reviewState: 'open',
    proposedDisposition: null,
    proposedBy: null,
    origin: 'lookup',
    service: 'amlPerson',
    subjectKind: 'person',
    subject: { name: 'John Smith', dob: '1970-01-02', country: 'GB' },
    subjectKey: 'person|john smith|1970-01-02',
    reportId: 'rpt-1',
    reportDateTime: '2026-11-28T09:00:00.000Z',
    batchId: null,
    decision: 'SUSPICIOUS',
    matches: [
      {
        entryId: 'ofac-sdn:10',
        name: 'SMITH, John',
        source: 'ofac-sdn',
        sourceLabel: 'OFAC SDN',
        listVersion: '12',
        sourceType: 'sanction',
        score: 0.92,
        matchedName: 'SMITH, John',
        matchedFields: ['name', 'dob'],
        fingerprint: 'f1',
      },
    ],
    rules: [],
    assigneeId: null,
    createdAt: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-28T10:00:00.000Z',
    ...changes,
  });
}

/** A case with its history: opened by Pulse. */
export function caseDetailOf(
  changes: Partial<CaseFields> = {},
  history: CaseEvent[] = [eventOf({ action: 'opened' })],
): CaseDetail {
  return { ...caseOf(changes), history };
}

/** One history event: by nobody (Pulse) unless `changes` name an actor. */
export function eventOf(changes: Partial<CaseEvent> = {}): CaseEvent {
  return {
    id: `e-${Math.random().toString(36).slice(2)}`,
    actorId: null,
    actorName: null,
    at: '2026-11-28T10:00:00.000Z',
    action: 'opened',
    from: null,
    to: null,
    note: null,
    ...changes,
  };
}

/** A monitored person with two matches, added from a report; `changes` override any field. */
export function subjectOf(changes: Partial<MonitoredSubject> = {}): MonitoredSubject {
  const subject: Omit<MonitoredSubject, 'outcome'> = {
    id: 's-1',
    kind: 'person',
    name: 'Ada Lovelace',
    dateOfBirth: '1815-12-10',
    country: 'GB',
    reference: 'CUST-1',
    origin: 'report',
    decision: 'RISKY',
    matchCount: 2,
    lastScreenedAt: '2026-11-28T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...changes,
  };
  return { ...subject, outcome: subject.decision };
}

/** A monitored business without matches, added by a batch. */
export const acmeSubject = subjectOf({
  id: 's-2',
  kind: 'business',
  name: 'Acme Ltd',
  dateOfBirth: null,
  reference: null,
  origin: 'batch',
  decision: 'VERIFIED',
  matchCount: 0,
});

/**
 * GET /health as the API answers it with the sanctions lists `sources` imported (the bundled three
 * by default) and nothing else: what the list filters offer.
 */
export function healthOf(sources: readonly string[] = ['ofac-sdn', 'ofac-consolidated', 'un']) {
  return {
    status: 'ok',
    details: {
      engines: {},
      datasets: [],
      sanctions: sources.map((source, i) => ({
        source,
        name: source,
        version: i + 1,
        records: 1000,
        file: `${source}.xml`,
        importedAt: '2026-11-28T10:00:00.000Z',
        dataDate: '2026-11-28',
      })),
    },
  };
}
