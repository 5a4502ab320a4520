/**
 * Custom watchlists (docs/adr/0048-custom-watchlists.md, docs/api-contract.md "Watchlists"): a
 * tenant's lists uploaded as CSV, read, replaced and deleted, and the screening of a subject
 * against them.
 */
import { decideAml, type AmlMatch, type AmlMode, type AmlResult } from '@pulse/engines/aml';
import { requireLiveWrite, type Scope } from '../../domain/mode.js';
import { AppError } from '../../lib/errors.js';
import type {
  WatchlistEntry,
  WatchlistRecord,
  WatchlistsRepository,
} from '../../repositories/watchlists.js';
import { entryFingerprint } from '../cases/subject.js';
import { diffRecords } from '../list-diff.js';
import { diffNote } from '../monitoring/compare.js';
import { readWatchlistFile } from './csv.js';
import { entryRecord, TenantWatchlistIndexes } from './tenant-index.js';

/** Most lists a tenant keeps. */
export const MAX_LISTS = 20;
/** Most entries over all of a tenant's lists: bounds the in-memory index of a tenant. */
export const MAX_TENANT_ENTRIES = 10_000;

/** A list with a page of its entries. */
export type WatchlistDetail = WatchlistRecord & {
  entries: { items: WatchlistEntry[]; nextCursor: string | null };
};

/** A subject to screen against a tenant's lists (the monitoring re-screen). */
export type WatchlistSubject =
  | { kind: 'person'; firstName: string; lastName: string; dob?: string | null; mode?: AmlMode }
  | { kind: 'business'; name: string; mode?: AmlMode };

const notFound = () => new AppError(404, 'NOT_FOUND', 'Watchlist not found');

/** 1–100 characters of text, no control characters. @throws 400 VALIDATION_ERROR */
export function watchlistName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  // eslint-disable-next-line no-control-regex
  if (!name || name.length > 100 || /[\u0000-\u001f\u007f]/.test(name))
    throw new AppError(400, 'VALIDATION_ERROR', 'name must be 1 to 100 characters of text');
  return name;
}

const encodeCursor = (reference: string) => Buffer.from(reference, 'utf8').toString('base64url');
function decodeCursor(cursor: string): string {
  const ref = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!ref || ref.length > 300 || encodeCursor(ref) !== cursor)
    throw new AppError(400, 'VALIDATION_ERROR', 'cursor is not valid');
  return ref;
}

/** A false-positive case a list change reopened: its subject and entry (FalsePositiveMemoryRepository). */
export interface ReopenedFalsePositive {
  caseId: string | null;
  mode: string;
  subjectKey: string;
  entryId: string;
}

/**
 * Told of a list uploaded, replaced or deleted (its version after the change), with the
 * false-positive cases the change reopened (a replace whose entries changed; else none).
 */
export type WatchlistChangeListener = (
  tenantId: string,
  watchlistId: string,
  version: number,
  reopened: readonly ReopenedFalsePositive[],
) => Promise<void>;

/** The false-positive memory a changed entry ends (FalsePositiveMemoryRepository.reopenChanged). */
export interface FalsePositiveReopener {
  reopenChanged(
    changed: ReadonlyArray<{ entryId: string; fingerprint: string; note: string }>,
    tenantId?: string,
  ): Promise<Array<ReopenedFalsePositive & { tenantId: string }>>;
}

export class WatchlistsService {
  /** The per-process index of each tenant's lists (AmlService screens against it). */
  readonly indexes: TenantWatchlistIndexes;
  private readonly listeners: WatchlistChangeListener[] = [];

  /**
   * @param memory reopens the false positives whose entry a replace changed (absent: none are,
   *   for tests of the lists alone)
   */
  constructor(
    private readonly repo: WatchlistsRepository,
    private readonly memory?: FalsePositiveReopener,
  ) {
    this.indexes = new TenantWatchlistIndexes(repo);
  }

  /** Tells `listener` of every list change (the monitoring re-screen). */
  onChange(listener: WatchlistChangeListener): void {
    this.listeners.push(listener);
  }

  private async changed(
    tenantId: string,
    list: { id: string; version: number },
    reopened: readonly ReopenedFalsePositive[] = [],
  ): Promise<void> {
    this.indexes.forget(tenantId);
    for (const l of this.listeners) await l(tenantId, list.id, list.version, reopened);
  }

  /** The tenant's lists, by name. */
  list(tenantId: string): Promise<WatchlistRecord[]> {
    return this.repo.list(tenantId);
  }

  /**
   * One list with a page of its entries (by reference).
   * @throws 404 when the list is not the tenant's, 400 for a bad limit or cursor
   */
  async detail(
    tenantId: string,
    id: string,
    limit: number,
    cursor?: string,
  ): Promise<WatchlistDetail> {
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      throw new AppError(400, 'VALIDATION_ERROR', 'limit must be between 1 and 100');
    const after = cursor === undefined ? undefined : decodeCursor(cursor);
    const list = await this.repo.get(tenantId, id);
    if (!list) throw notFound();
    const page = await this.repo.entries(tenantId, id, limit, after);
    return {
      ...list,
      entries: { items: page.items, nextCursor: page.next ? encodeCursor(page.next) : null },
    };
  }

  /**
   * Reads a CSV file and stores it as a new list of the tenant. Live mode only: both modes screen
   * a tenant's lists, so test mode never changes them.
   * @param file the file's bytes
   * @throws 403 TEST_MODE_READ_ONLY in test mode; BatchInputError (400/413, "Line N: ...") for a
   *   file that cannot be read, 409 NAME_TAKEN, 409 WATCHLIST_LIMIT (20 lists), 409 ENTRY_LIMIT
   *   (10,000 entries in all)
   */
  async upload(
    scope: Scope,
    uploadedBy: string | null,
    name: string,
    file: AsyncIterable<Uint8Array | string>,
  ): Promise<WatchlistDetail> {
    requireLiveWrite(scope);
    const tenantId = scope.client.id;
    const listName = watchlistName(name);
    const entries = await readWatchlistFile(file);
    const created = await this.repo.create(tenantId, listName, uploadedBy, entries, {
      maxLists: MAX_LISTS,
      maxEntries: MAX_TENANT_ENTRIES,
    });
    if (created === 'taken') throw nameTaken(listName);
    if (created === 'limit')
      throw new AppError(
        409,
        'WATCHLIST_LIMIT',
        `A team keeps at most ${MAX_LISTS} watchlists; delete one before uploading another`,
      );
    if (created === 'entries') throw entryLimit();
    const detail = await this.detail(tenantId, created.id, 20);
    await this.changed(tenantId, detail);
    return detail;
  }

  /**
   * Replaces a list's entries with a new file (and its name when given); bumps its version. An
   * entry whose matching fields changed reopens the false-positive cases decided on its old ones,
   * with the diff, as a public list update does.
   * @throws as `upload`, and 404 when the list is not the tenant's
   */
  async replace(
    scope: Scope,
    id: string,
    uploadedBy: string | null,
    file: AsyncIterable<Uint8Array | string>,
    name?: string,
  ): Promise<WatchlistDetail> {
    requireLiveWrite(scope);
    const tenantId = scope.client.id;
    const listName = name === undefined ? undefined : watchlistName(name);
    // A list that is not the tenant's answers 404 before its file is read.
    if (!(await this.repo.get(tenantId, id))) throw notFound();
    const entries = await readWatchlistFile(file);
    const done = await this.repo.replace(
      tenantId,
      id,
      uploadedBy,
      entries,
      MAX_TENANT_ENTRIES,
      listName,
    );
    if (done === 'taken') throw nameTaken(listName ?? '');
    if (done === 'entries') throw entryLimit();
    if (!done) throw notFound();
    const detail = await this.detail(tenantId, id, 20);
    let reopened: ReopenedFalsePositive[] = [];
    try {
      reopened = await this.reopenChanged(tenantId, detail, done.replaced, entries);
    } finally {
      // The list is replaced: its index and re-screen must follow even if the reopen failed.
      await this.changed(tenantId, detail, reopened);
    }
    return detail;
  }

  /**
   * Reopens the false positives of the tenant whose entry changed between `before` and `after`
   * (matched by reference), each with the entry's diff in its history
   * (FalsePositiveMemoryRepository.reopenChanged).
   */
  private async reopenChanged(
    tenantId: string,
    list: { id: string; name: string; version: number },
    before: readonly WatchlistEntry[],
    after: readonly WatchlistEntry[],
  ): Promise<ReopenedFalsePositive[]> {
    if (!this.memory || before.length === 0) return [];
    // The person form of each entry: its business form differs only in entity type.
    const records = (entries: readonly WatchlistEntry[]) =>
      entries.map((e) => entryRecord({ ...e, watchlistId: list.id }, list.name, 'individual'));
    const now = records(after);
    const byId = new Map(now.map((r) => [r.id, r]));
    const changed = diffRecords(records(before), now).changes.flatMap((c) => {
      const record = c.kind === 'changed' ? byId.get(c.entryId) : undefined;
      return record
        ? [
            {
              entryId: c.entryId,
              fingerprint: entryFingerprint(record),
              note: diffNote(`watchlist "${list.name}"`, list.version, c),
            },
          ]
        : [];
    });
    return this.memory.reopenChanged(changed, tenantId);
  }

  /**
   * Deletes a list. Live mode only, as `upload`.
   * @throws 403 TEST_MODE_READ_ONLY in test mode; 404 when it is not the tenant's
   */
  async remove(scope: Scope, id: string): Promise<WatchlistRecord> {
    requireLiveWrite(scope);
    const tenantId = scope.client.id;
    const list = await this.repo.get(tenantId, id);
    if (!list || !(await this.repo.delete(tenantId, id))) throw notFound();
    await this.changed(tenantId, list);
    return list;
  }

  /**
   * Screens a subject against the tenant's watchlists alone, with the AML matcher and thresholds,
   * deciding as `decideAml` does (a watchlist match decides like a sanctions match). For the
   * monitoring re-screen; the lookups screen the public lists and the watchlists together
   * (AmlService).
   * @returns the AML result (VERIFIED with no match, also when the tenant has no list)
   * @throws when the database cannot be read
   */
  async screenAgainstWatchlists(tenantId: string, subject: WatchlistSubject): Promise<AmlResult> {
    const lists = await this.indexes.of(tenantId);
    if (!lists) return decideAml([], { sources: [] });
    const matches: AmlMatch[] =
      subject.kind === 'person'
        ? lists.index.screenPerson({
            firstName: subject.firstName,
            lastName: subject.lastName,
            dob: subject.dob ?? null,
            mode: subject.mode ?? '2',
          })
        : lists.index.screenBusiness({ company: subject.name, mode: subject.mode ?? '2' });
    return decideAml(matches, { sources: lists.sources });
  }
}

const nameTaken = (name: string) =>
  new AppError(409, 'NAME_TAKEN', `A watchlist named "${name}" exists; choose another name`);

const entryLimit = () =>
  new AppError(
    409,
    'ENTRY_LIMIT',
    `A team's watchlists hold at most ${MAX_TENANT_ENTRIES.toLocaleString('en-US')} entries in all; delete or shorten a list first`,
  );
