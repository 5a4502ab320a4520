/**
 * The request log's writer (keep the write off the hot path; docs/adr/0020-request-log-and-usage-alerts.md). A request only pushes its captured entry into an in-process
 * queue; the writer redacts and stores the queue as one batch (one transaction, two multi-row
 * inserts) when it reaches `maxBatch` entries or `flushMs` after the first entry of a batch, and
 * everything still queued when the app closes. Like MeteringBatcher, it trades a per-request write
 * for one write per batch; unlike metering, nothing waits for it.
 *
 * Bounded: past `maxPending` queued entries (the database is down or slower than the traffic), new
 * entries are dropped and counted, with one warning per outage, so memory stays flat. A batch the
 * database cannot take (down, busy) is dropped and logged rather than retried: the log is an aid,
 * and retrying an outage's backlog would slow the recovery of the calls themselves. A batch whose
 * data it refuses is written entry by entry, so one bad entry does not cost the others.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { NewApiRequest } from '../db/schema/index.js';
import { redact, redactHeaders, redactPath, storedBodyJson } from '../domain/redact.js';
import { isDataError } from '../repositories/pg-errors.js';
import type { RequestLogRepository, StoredBodies } from '../repositories/request-log.js';

/** What the request hooks capture; redaction and JSON parsing happen at flush time. */
export interface CapturedRequest {
  tenantId: string;
  createdAt: Date;
  requestId: string;
  keyPrefix: string;
  method: string;
  path: string;
  route: string;
  status: number;
  latencyMs: number;
  ip: string;
  reportId: string | null;
  query: unknown;
  headers: Record<string, string | string[] | undefined>;
  requestBody: unknown;
  /**
   * The serialised answer as it was sent (a string for JSON answers); not kept, and not stored,
   * for a call that wrote a report (`reportId`), whose answer is rebuilt from the report.
   */
  responsePayload: unknown;
}

export interface RequestLogWriterOptions {
  maxBatch: number;
  flushMs: number;
  /** Largest queue before entries are dropped (default 20 batches). */
  maxPending?: number;
}

export class RequestLogWriter {
  private pending: CapturedRequest[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private dropped = 0;
  private closed = false;
  private readonly maxPending: number;

  constructor(
    private readonly repo: RequestLogRepository,
    private readonly log: FastifyBaseLogger,
    private readonly opts: RequestLogWriterOptions,
  ) {
    this.maxPending = opts.maxPending ?? opts.maxBatch * 20;
  }

  /** Entries queued and not written yet. */
  get queued(): number {
    return this.pending.length;
  }

  /** Queues one entry (never throws, never waits). */
  add(entry: CapturedRequest): void {
    if (this.closed) return;
    if (this.pending.length >= this.maxPending) {
      if (this.dropped++ === 0)
        this.log.warn('request log: the queue is full, new entries are dropped until it drains');
      return;
    }
    this.pending.push(entry);
    if (this.pending.length >= this.opts.maxBatch) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.opts.flushMs);
      this.timer.unref();
    }
  }

  /** Writes everything queued so far; batches are written one after the other. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.flushing.then(async () => {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, this.opts.maxBatch);
        await this.write(batch);
      }
    });
    return this.flushing;
  }

  /** Stops accepting entries and writes what is queued (the app's close, SIGTERM included). */
  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }

  private async write(batch: CapturedRequest[]): Promise<void> {
    const list: NewApiRequest[] = [];
    const bodies: StoredBodies[] = [];
    for (const e of batch) {
      const id = randomUUID();
      list.push({
        id,
        tenantId: e.tenantId,
        createdAt: e.createdAt,
        requestId: e.requestId,
        keyPrefix: e.keyPrefix,
        method: e.method,
        // A path can carry a secret as much as a body can (`/api/report/<card number>`).
        path: redactPath(e.path, e.route),
        route: e.route,
        status: e.status,
        latencyMs: Math.round(e.latencyMs * 10) / 10,
        ip: e.ip,
        reportId: e.reportId,
      });
      try {
        bodies.push({
          requestId: id,
          createdAt: e.createdAt,
          query:
            e.query && typeof e.query === 'object' && Object.keys(e.query).length
              ? JSON.stringify(redact(e.query))
              : null,
          requestHeaders: JSON.stringify(redactHeaders(e.headers)),
          requestBody: storedBodyJson(e.requestBody),
          // Null with a report id: the answer is that report, rebuilt on reading (plugin header).
          responseBody:
            e.reportId !== null
              ? null
              : storedBodyJson(
                  Buffer.isBuffer(e.responsePayload)
                    ? e.responsePayload.toString('utf8')
                    : e.responsePayload,
                ),
        });
      } catch (err) {
        // A body that cannot be stored safely is left out; the row still says the call happened.
        this.log.warn({ err, requestId: e.requestId }, 'request log: body not stored');
      }
    }
    try {
      await this.repo.insertBatch(list, bodies);
      if (this.dropped > 0) {
        this.log.warn({ dropped: this.dropped }, 'request log: entries were dropped while full');
        this.dropped = 0;
      }
    } catch (err) {
      if (isDataError(err) && list.length > 1) await this.writeOneByOne(list, bodies);
      else
        this.log.error({ err, entries: batch.length }, 'request log: a batch could not be written');
    }
  }

  /**
   * After the database refused a batch's data (not an outage): each entry alone, so an entry it
   * cannot store costs only itself, and its row is kept without bodies when only they were refused.
   */
  private async writeOneByOne(list: NewApiRequest[], bodies: StoredBodies[]): Promise<void> {
    const bodiesOf = new Map(bodies.map((b) => [b.requestId, b]));
    let lost = 0;
    for (const row of list) {
      const own = bodiesOf.get(row.id);
      try {
        await this.repo.insertBatch([row], own ? [own] : []);
      } catch {
        try {
          await this.repo.insertBatch([row], []);
        } catch (err) {
          lost++;
          this.log.warn({ err, requestId: row.requestId }, 'request log: entry not stored');
        }
      }
    }
    if (lost > 0) this.log.error({ lost }, 'request log: entries of a refused batch were lost');
  }
}
