import { describe, expect, it } from 'vitest';
import { resultsFileName } from '../features/batches';
import {
  costLine,
  exceedsCallsLeft,
  refusedLine,
  requiredText,
} from '../features/upload/utils/preview-text';
import {
  callsText,
  durationText,
  isCancellable,
  isMoving,
  mayRunBatches,
  percentDone,
  rateText,
  rowsLine,
  rowsText,
} from './batches';

describe('batch facts and texts', () => {
  it('polls queued and running batches only; cancels those not ended', () => {
    expect(['queued', 'running'].every((s) => isMoving(s as 'queued'))).toBe(true);
    expect(
      ['preview', 'paused', 'done', 'failed', 'cancelled'].some((s) => isMoving(s as 'done')),
    ).toBe(false);
    expect(isCancellable('paused')).toBe(true);
    expect(isCancellable('done')).toBe(false);
  });

  it('lets every role but viewer run batches', () => {
    expect(mayRunBatches('owner') && mayRunBatches('admin') && mayRunBatches('developer')).toBe(
      true,
    );
    expect(mayRunBatches('viewer')).toBe(false);
    expect(mayRunBatches('analyst')).toBe(false);
    expect(mayRunBatches(undefined)).toBe(true);
  });

  it('counts the rows done apart from the failed ones, so the three counts add up to the rows', () => {
    // The API's rowsDone counts the failed rows too.
    expect(rowsLine({ rowsDone: 31, rowsFailed: 1, rowsLeft: 0 })).toBe(
      '30 done · 1 failed · 0 left',
    );
    expect(rowsLine({ rowsDone: 1200, rowsFailed: 0, rowsLeft: 300 })).toBe(
      '1,200 done · 0 failed · 300 left',
    );
  });

  it('counts progress from the rows left', () => {
    expect(percentDone({ rowCount: 1000, rowsLeft: 1000 })).toBe(0);
    expect(percentDone({ rowCount: 3, rowsLeft: 1 })).toBe(66);
    expect(percentDone({ rowCount: 3, rowsLeft: 0 })).toBe(100);
    expect(percentDone({ rowCount: 0, rowsLeft: 0 })).toBe(100);
  });

  it('writes rates, durations, rows and calls plainly', () => {
    expect(rateText(1234.4)).toBe('1,234 rows/s');
    expect(rateText(2.46)).toBe('2.5 rows/s');
    expect(durationText(45)).toBe('45 s');
    expect(durationText(59.2)).toBe('1 min');
    expect(durationText(200)).toBe('3 min 20 s');
    expect(durationText(7500)).toBe('2 h 5 min');
    expect(durationText(7200)).toBe('2 h');
    expect(rowsText(1)).toBe('1 row');
    expect(callsText(1)).toBe('1 call');
    expect(callsText(25000)).toBe('25,000 calls');
  });

  it('sums the preview up against the calls left', () => {
    expect(
      costLine({ rowCount: 1000, rowsToScreen: 1000, rowsRefused: 0, cost: 1000, callsLeft: 250 }),
    ).toBe('1,000 rows: 1,000 to screen, none refused · costs 1,000 calls · 250 calls left');
    expect(
      costLine({ rowCount: 3000, rowsToScreen: 2958, rowsRefused: 42, cost: 2958, callsLeft: 250 }),
    ).toBe('3,000 rows: 2,958 to screen, 42 refused · costs 2,958 calls · 250 calls left');
    expect(
      costLine({ rowCount: 1, rowsToScreen: 0, rowsRefused: 1, cost: 0, callsLeft: null }),
    ).toBe('1 row: 0 to screen, 1 refused · test mode, no calls charged');
    expect(refusedLine({ rowsRefused: 1 })).toBe(
      "1 row breaks the lookup's rules (the first rows show their errors, the results list them all): not screened, not charged.",
    );
    expect(refusedLine({ rowsRefused: 0 })).toBeNull();
    expect(exceedsCallsLeft({ cost: 1000, callsLeft: 250 })).toBe(true);
    expect(exceedsCallsLeft({ cost: 250, callsLeft: 250 })).toBe(false);
    expect(exceedsCallsLeft({ cost: 0, callsLeft: null })).toBe(false);
    expect(requiredText({ any: ['email', 'phone'] })).toBe(
      'Required: at least one of email, phone',
    );
  });

  it('names the results file after the upload', () => {
    expect(resultsFileName('people.csv', 'csv')).toBe('people-results.csv');
    expect(resultsFileName('people.v2.ndjson', 'ndjson')).toBe('people.v2-results.ndjson');
    expect(resultsFileName('people', 'csv')).toBe('people-results.csv');
  });
});
