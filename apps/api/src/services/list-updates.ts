/**
 * Reading the sanctions list updates and list entries (docs/api-contract.md "List updates",
 * docs/adr/0045-list-diffs.md). Lists are public data, the same for every tenant: the routes only
 * require a signed-in member or a valid API key, and nothing here is scoped by tenant.
 */
import { AppError } from '../lib/errors.js';
import type { ListUpdateInfo, SanctionsRepository } from '../repositories/sanctions.js';
import type {
  ListEntryView,
  ListUpdateDetailView,
  ListUpdatePageView,
} from '../schemas/aml-lists.js';
import { decodeCursor, encodeCursor } from '../lib/cursor.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** @throws 400 VALIDATION_ERROR unless 1–100 */
function checkLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new AppError(400, 'VALIDATION_ERROR', 'limit must be between 1 and 100');
  return limit;
}

const badCursor = () => new AppError(400, 'INVALID_CURSOR', 'The cursor is not valid');

/** The updates cursor (lib/cursor.ts): the last update's import time and id. */
const encodeUpdateCursor = (u: ListUpdateInfo): string =>
  encodeCursor({ t: u.importedAt, id: u.id });

/** @throws 400 INVALID_CURSOR */
function decodeUpdateCursor(cursor: string): { importedAt: Date; id: string } {
  const position = decodeCursor(cursor);
  if (!position) throw badCursor();
  return { importedAt: new Date(position.t), id: position.id };
}

/** An opaque entries cursor: base64url of `s<seq>`. */
const encodeSeq = (seq: number) => Buffer.from(`s${seq}`, 'utf8').toString('base64url');

/** @throws 400 INVALID_CURSOR */
function decodeSeq(cursor: string): number {
  const m = /^s(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m) throw badCursor();
  return Number(m[1]);
}

export class ListUpdatesService {
  constructor(private readonly sanctions: SanctionsRepository) {}

  /**
   * Updates newest first, of one source or all.
   * @throws 400 VALIDATION_ERROR, INVALID_CURSOR
   */
  async list(
    source: string | undefined,
    limit: number,
    cursor?: string,
  ): Promise<ListUpdatePageView> {
    const after = cursor ? decodeUpdateCursor(cursor) : undefined;
    const page = await this.sanctions.listUpdates(source, checkLimit(limit), after);
    const last = page.items.at(-1);
    return { items: page.items, nextCursor: page.more && last ? encodeUpdateCursor(last) : null };
  }

  /**
   * One update with a page of its entries.
   * @throws 404 NOT_FOUND for an unknown id; 400 VALIDATION_ERROR, INVALID_CURSOR
   */
  async detail(
    id: string,
    kind: 'added' | 'removed' | 'changed' | undefined,
    limit: number,
    cursor?: string,
  ): Promise<ListUpdateDetailView> {
    const afterSeq = cursor ? decodeSeq(cursor) : undefined;
    checkLimit(limit);
    const update = UUID.test(id) ? await this.sanctions.getUpdate(id) : null;
    if (!update) throw new AppError(404, 'NOT_FOUND', 'List update not found');
    const page = await this.sanctions.listChanges(id, kind, limit, afterSeq);
    const last = page.items.at(-1);
    return {
      ...update,
      entries: page.items.map(({ seq: _seq, ...e }) => e),
      nextCursor: page.more && last ? encodeSeq(last.seq) : null,
    };
  }

  /** One list entry as stored in the current version. @throws 404 NOT_FOUND */
  async entry(id: string): Promise<ListEntryView> {
    const found = await this.sanctions.entry(id);
    if (!found) throw new AppError(404, 'NOT_FOUND', 'List entry not found');
    return { ...found.record, listVersion: found.version };
  }
}
