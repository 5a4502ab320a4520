/**
 * Batch screening as the routes see it (docs/api-contract.md "Batches", docs/adr/0044-batch-processing.md):
 * upload (the file streamed into `batch_rows`, nothing charged), preview and mapping, start (the
 * confirmation: charging starts here), list and detail with progress, cancel, and the results.
 * Every read and change is scoped to the caller's tenant and mode: another tenant's batch, or a
 * batch of the other mode, reads as missing.
 */
import type { BatchDataRow, BatchRow, BatchState } from '../../db/schema/index.js';
import { freeLeft } from '../../domain/metering.js';
import { AppError } from '../../lib/errors.js';
import { ROWS_PER_INSERT } from '../../repositories/batches.js';
import type { Repositories } from '../../repositories/index.js';
import type { Caller } from '../lookups.js';
import { serviceDisabled } from '../lookups.js';
import { BatchInputError } from './errors.js';
import { type BatchService, serviceFields } from './fields.js';
import { type Mapping, missingColumns, suggestMapping } from './mapping.js';
import { PREVIEW_ROWS } from './preview.js';
import { type BatchFormat, openBatchFile } from './reader.js';
import { csvHeader, csvRows, ndjsonRows, resultHeader } from './results.js';
import type { BatchRunner } from './runner.js';
import { cannotStart, interrupted, notStartable, started } from './state-errors.js';
import { countRow, noRows, RowTallies, type RowTally } from './tally.js';
import { validateRow } from './validate-row.js';
import type { BatchDetailView, BatchView, PreviewView } from './views.js';

export type { BatchDetailView, BatchView, PreviewView } from './views.js';

/**
 * Rows read before they are written while a file uploads: one statement's worth (ROWS_PER_INSERT),
 * so the rows waiting for the database stay few and die young.
 */
const UPLOAD_CHUNK = ROWS_PER_INSERT;
/** Rows with errors a detail lists. */
export const ERROR_ROWS = 100;
/** The states in which a batch will screen no more rows: its rows without an outcome never get one. */
const NEVER_SCREENS: ReadonlySet<BatchState> = new Set(['cancelled', 'failed', 'interrupted']);
/** Rows per page of the results stream. */
const RESULT_PAGE = 1_000;

/** Who uploads: the caller, and the member behind a session (null for an API key alone). */
export interface Uploader {
  caller: Caller;
  memberId: string | null;
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'Batch not found');

export class BatchesService {
  constructor(
    private readonly deps: { repos: Repositories; runner: BatchRunner; clock?: () => Date },
  ) {
    this.tallies = new RowTallies(deps.repos.batches);
  }

  /** The rows to screen and to refuse of the batches in preview (tally.ts). */
  private readonly tallies: RowTallies;

  private now(): Date {
    return this.deps.clock?.() ?? new Date();
  }

  /**
   * Reads an uploaded file into a new batch: `uploading` while its rows are stored, `preview` once
   * the whole file is. Nothing is charged.
   * A file that cannot be read leaves nothing. An upload that stops before the end of the file (the
   * request stream fails or closes early: the client went away; the database failed) leaves the
   * batch `interrupted` with the rows stored, never a `preview` that could start; so does a
   * process that dies mid-upload, through the sweep (BatchRunner.sweep). Issue 46.
   * @throws 403 SERVICE_DISABLED; BatchInputError (400, 413 for the limits) naming the line;
   *   409 BATCH_INTERRUPTED when the sweep marked the upload interrupted while it was still read;
   *   the stream's own error when it failed
   */
  async upload(
    who: Uploader,
    file: { service: BatchService; fileName: string; format: BatchFormat },
    source: AsyncIterable<Uint8Array | string>,
  ): Promise<BatchDetailView> {
    const { repos } = this.deps;
    const { client } = who.caller;
    if (!client[file.service])
      throw serviceDisabled(
        await repos.catalog.get(file.service).then((r) => r?.displayName ?? file.service),
      );
    const opened = await openBatchFile(source, { service: file.service, format: file.format });
    const batch = await repos.batches.create({
      tenantId: client.id,
      mode: who.caller.mode,
      service: file.service,
      fileName: file.fileName,
      format: file.format,
      header: opened.header,
      mapping: opened.mapping,
      createdBy: who.memberId,
      requestType: who.caller.requestType,
      apiKeyUsed: who.caller.apiKeyMasked ?? 'session',
    });
    let rowNo = 0;
    // Counted while the file is read, so the preview answered below needs no second pass.
    const tally = noRows();
    try {
      let chunk: Array<{ rowNo: number; line: number; cells: string[] }> = [];
      for await (const { line, cells } of opened.rows) {
        chunk.push({ rowNo: ++rowNo, line, cells });
        countRow(tally, file.service, opened.mapping, cells);
        if (chunk.length === UPLOAD_CHUNK) {
          if (!(await repos.batches.insertRows(batch.id, chunk))) throw interrupted();
          chunk = [];
        }
      }
      if (!(await repos.batches.insertRows(batch.id, chunk))) throw interrupted();
      if (!(await repos.batches.finishUpload(client.id, batch.id, rowNo))) throw interrupted();
    } catch (err) {
      if (err instanceof BatchInputError) await repos.batches.remove(client.id, batch.id);
      else
        await repos.batches.interrupt(client.id, batch.id, this.now()).catch(() => {
          // The database is out of reach too: the sweep marks it once the upload is stale.
        });
      throw err;
    }
    this.tallies.remember(batch.id, opened.mapping, tally);
    return this.detail(who.caller, batch.id);
  }

  /** The caller's batches of its mode, newest first. @throws 400 for a bad limit or cursor */
  async list(
    caller: Caller,
    limit: number,
    cursor?: string,
  ): Promise<{ items: BatchView[]; nextCursor: string | null }> {
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw new AppError(400, 'VALIDATION_ERROR', 'limit must be between 1 and 100');
    const after = cursor ? decodeCursor(cursor) : undefined;
    const page = await this.deps.repos.batches.list(caller.client.id, caller.mode, limit, after);
    const names = await this.memberNames(caller.client.id);
    return {
      items: page.items.map((b) => this.view(b, names)),
      nextCursor: page.next ? encodeCursor(page.next) : null,
    };
  }

  /** One batch with its preview (while in `preview`), counts per decision and rows with errors. @throws 404 */
  async detail(caller: Caller, id: string): Promise<BatchDetailView> {
    const batch = await this.own(caller, id);
    const { repos } = this.deps;
    const [names, errors, preview] = await Promise.all([
      this.memberNames(caller.client.id),
      repos.batches.errorRows(batch.id, ERROR_ROWS),
      batch.state === 'preview' ? this.preview(caller, batch) : Promise.resolve(null),
    ]);
    return {
      ...this.view(batch, names),
      preview,
      decisions: {
        VERIFIED: batch.rowsVerified,
        SUSPICIOUS: batch.rowsSuspicious,
        RISKY: batch.rowsRisky,
        DECLINED: batch.rowsDeclined,
        ERROR: batch.rowsFailed,
      },
      errorRows: errors.map((r) => ({
        rowNo: r.rowNo,
        line: r.line,
        error: r.error ?? '',
        referenceId: r.referenceId,
      })),
    };
  }

  /**
   * Changes the column mapping of a batch in `preview`.
   * @throws 400 VALIDATION_ERROR for a mapping of the wrong length or an unknown or repeated field,
   *   400 MISSING_COLUMNS, 404, 409 BATCH_STARTED once started
   */
  async setMapping(caller: Caller, id: string, mapping: Mapping): Promise<BatchDetailView> {
    const batch = await this.own(caller, id);
    const service = batch.service as BatchService;
    const fields = serviceFields(service).fields;
    if (mapping.length !== batch.header.length)
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        `The mapping must name a field (or null) for each of the ${batch.header.length} columns`,
      );
    const seen = new Set<string>();
    for (const f of mapping) {
      if (f === null) continue;
      if (!fields.includes(f))
        throw new AppError(400, 'VALIDATION_ERROR', `"${f}" is not a field of this service`);
      if (seen.has(f))
        throw new AppError(400, 'VALIDATION_ERROR', `"${f}" is mapped to more than one column`);
      seen.add(f);
    }
    const missing = missingColumns(service, mapping);
    if (missing) throw new BatchInputError('MISSING_COLUMNS', 1, missing);
    notStartable(batch);
    if (!(await this.deps.repos.batches.setMapping(caller.client.id, id, mapping))) throw started();
    return this.detail(caller, id);
  }

  /**
   * Confirms a batch in `preview`: it is queued and its chunks start; calls are consumed from here.
   * Also resumes a `paused` batch (calls granted another way than a top-up, or a new month's free
   * calls); without calls it pauses again at its next chunk. Nothing else starts: a file still
   * uploading or whose upload was interrupted has no complete row count.
   * @throws 404; 409 BATCH_UPLOADING, BATCH_INTERRUPTED (upload the file again), BATCH_STARTED
   *   while queued or running, BATCH_ENDED once cancelled, done or failed, each message naming
   *   the state the batch is in
   */
  async start(caller: Caller, id: string): Promise<BatchView> {
    const before = await this.own(caller, id);
    notStartable(before);
    const batch = await this.deps.repos.batches.transition(
      caller.client.id,
      id,
      ['preview', 'paused'],
      'queued',
      this.now(),
    );
    if (!batch) {
      const now = await this.own(caller, id);
      notStartable(now);
      throw cannotStart(now.state);
    }
    await this.deps.runner.enqueue(batch);
    return this.view(batch, await this.memberNames(caller.client.id));
  }

  /**
   * Cancels a batch: no row starts after this; rows done stay billed and in the results. A batch in
   * `preview` is discarded (its rows were never charged). @throws 404, 409 BATCH_ENDED
   */
  async cancel(caller: Caller, id: string): Promise<BatchView> {
    const before = await this.own(caller, id);
    const batch = await this.deps.repos.batches.transition(
      caller.client.id,
      id,
      ['preview', 'queued', 'running', 'paused'],
      'cancelled',
      this.now(),
    );
    if (!batch) throw new AppError(409, 'BATCH_ENDED', 'This batch has already ended');
    if (before.state !== 'preview') await this.deps.runner.announce(batch);
    return this.view(batch, await this.memberNames(caller.client.id));
  }

  /**
   * The results of a batch as CSV or NDJSON, a page of rows at a time (rows not screened yet have
   * empty result columns; those a cancelled, failed or interrupted batch left have the decision
   * NOT_SCREENED).
   * @returns the file name and the text chunks @throws 404
   */
  async results(
    caller: Caller,
    id: string,
    format: BatchFormat,
  ): Promise<{ fileName: string; chunks: AsyncGenerator<string> }> {
    const batch = await this.own(caller, id);
    const service = batch.service as BatchService;
    const repo = this.deps.repos.batches;
    const base = batch.fileName.replace(/\.[^.]*$/, '') || 'batch';
    // No row is written once a batch is cancelled or failed,
    // and an interrupted upload never starts: its rows without an outcome will never have one.
    const ended = NEVER_SCREENS.has(batch.state);
    async function* chunks(): AsyncGenerator<string> {
      if (format === 'csv') yield csvHeader(resultHeader(service, batch.header));
      let after = 0;
      for (;;) {
        const page = await repo.results(batch.id, after, RESULT_PAGE);
        if (page.length === 0) return;
        yield format === 'csv'
          ? csvRows(service, page, ended)
          : ndjsonRows(service, batch.header, page, ended);
        after = page[page.length - 1]?.rowNo ?? after;
        if (page.length < RESULT_PAGE) return;
      }
    }
    return { fileName: `${base}-results.${format}`, chunks: chunks() };
  }

  private async own(caller: Caller, id: string): Promise<BatchRow> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
      throw notFound();
    const batch = await this.deps.repos.batches.get(caller.client.id, id);
    if (!batch || batch.mode !== caller.mode) throw notFound();
    return batch;
  }

  private async preview(caller: Caller, batch: BatchRow): Promise<PreviewView> {
    const service = batch.service as BatchService;
    const { fields, required } = serviceFields(service);
    const [sample, tally]: [BatchDataRow[], RowTally] = await Promise.all([
      this.deps.repos.batches.rows(batch.id, 0, PREVIEW_ROWS),
      this.tallies.of(batch),
    ]);
    const suggested = suggestMapping(service, batch.header);
    return {
      header: batch.header,
      fields: [...fields],
      required: 'all' in required ? { all: [...required.all] } : { any: [...required.any] },
      mapping: batch.mapping,
      suggestedMapping: suggested,
      rows: sample.map((r) => ({
        rowNo: r.rowNo,
        line: r.line,
        cells: r.cells,
        errors: validateRow(service, batch.mapping, r.cells).errors,
      })),
      rowCount: batch.rowCount,
      rowsToScreen: tally.toScreen,
      rowsRefused: tally.refused,
      cost: caller.mode === 'live' ? tally.toScreen : 0,
      callsLeft: caller.mode === 'live' ? await this.callsLeft(caller.client.id, service) : null,
    };
  }

  /** Calls left of a service now: free this month, then paid. */
  private async callsLeft(tenantId: string, service: string): Promise<number> {
    const month = this.now().toISOString().slice(0, 7);
    const { catalog, usage, balances } = await this.deps.repos.metering.ledger(tenantId, month);
    const row = catalog.find((s) => s.key === service);
    const free = row ? freeLeft(row.freeCallsPerMonth, usage.get(service)?.freeUsed ?? 0) : 0;
    return free + (balances.get(service) ?? 0);
  }

  private async memberNames(tenantId: string): Promise<Map<string, string>> {
    const members = await this.deps.repos.members.listByTenant(tenantId);
    return new Map(members.map((m) => [m.id, m.fullName || m.email]));
  }

  private view(b: BatchRow, names: Map<string, string>): BatchView {
    const now = this.now().getTime();
    const left = Math.max(0, b.rowCount - b.rowsDone);
    const seconds = b.startedAt
      ? ((b.finishedAt?.getTime() ?? now) - b.startedAt.getTime()) / 1000
      : 0;
    const rate = b.startedAt && seconds > 0 && b.rowsDone > 0 ? b.rowsDone / seconds : null;
    const active = b.state === 'queued' || b.state === 'running';
    const name = b.createdBy ? names.get(b.createdBy) : undefined;
    return {
      id: b.id,
      service: b.service,
      mode: b.mode,
      state: b.state,
      pauseReason: b.state === 'paused' ? b.pauseReason : null,
      fileName: b.fileName,
      format: b.format,
      rowCount: b.rowCount,
      rowsDone: b.rowsDone,
      rowsFailed: b.rowsFailed,
      rowsLeft: left,
      rowsPerSecond: rate === null ? null : Math.round(rate * 10) / 10,
      etaSeconds: active && rate ? Math.ceil(left / rate) : null,
      createdBy: b.createdBy && name ? { id: b.createdBy, name } : null,
      createdAt: b.createdAt.toISOString(),
      startedAt: b.startedAt?.toISOString() ?? null,
      finishedAt: b.finishedAt?.toISOString() ?? null,
    };
  }
}

/** An opaque list cursor: base64url of `<createdAt ISO>|<id>`. */
function encodeCursor(next: { createdAt: Date; id: string }): string {
  return Buffer.from(`${next.createdAt.toISOString()}|${next.id}`).toString('base64url');
}

/** @throws 400 INVALID_CURSOR */
function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime()))
    throw new AppError(400, 'INVALID_CURSOR', 'The cursor is not valid');
  return { createdAt, id };
}
