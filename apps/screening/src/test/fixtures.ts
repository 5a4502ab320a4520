/** Batches as the API answers them (the batches contract), for the screening tests. */
import type { Batch, BatchDetail, BatchPreview } from '@pulse/api-client';

/** A running AML person batch of 1,000 rows; `changes` override any field. */
export function batchOf(changes: Partial<Batch> = {}): Batch {
  return {
    id: 'b-1',
    service: 'amlPerson',
    mode: 'live',
    state: 'running',
    fileName: 'people.csv',
    format: 'csv',
    rowCount: 1000,
    rowsDone: 400,
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

/** The preview of a 1,000-row AML person file whose `dob` column is not mapped yet. */
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
    cost: 1000,
    callsLeft: 250,
    ...changes,
  };
}

/** A batch with its detail: outcomes, error rows and (in preview) its preview. */
export function detailOf(changes: Partial<BatchDetail> = {}): BatchDetail {
  return {
    ...batchOf(),
    preview: null,
    outcomes: { VERIFIED: 300, SUSPICIOUS: 40, RISKY: 30, DECLINED: 30, ERROR: 100 },
    errorRows: [
      { rowNo: 7, line: 8, error: 'dob is not a date', referenceId: null },
      { rowNo: 9, line: 10, error: 'Lookup failed', referenceId: 'ref-9' },
    ],
    ...changes,
  };
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
    outcomes: { VERIFIED: 0, SUSPICIOUS: 0, RISKY: 0, DECLINED: 0, ERROR: 0 },
    errorRows: [],
    preview: previewOf(),
    ...changes,
  });
}
