/**
 * The paging cursor of the lists in (time desc, id desc) order: reports (`x-next-cursor`), the
 * audit log, the request log, sanctions list updates and cases. The position after the last item
 * of a page, sent back as `cursor` for the next page. Opaque to clients: base64url of
 * `<iso>|<uuid>`, or `<iso>|<uuid>|<key>` for a list sorted by a column first (the reports by
 * service or status: the row's value of that column).
 */

/** A position in the reports' order (request time desc, id desc). */
export interface Cursor {
  /** ISO timestamp with milliseconds. */
  t: string;
  id: string;
  /** The value of the leading sort column (a service key or a status), when the list has one. */
  k?: string;
}

/** Cursor text of a position. */
export function encodeCursor(c: Cursor): string {
  const text = c.k === undefined ? `${c.t}|${c.id}` : `${c.t}|${c.id}|${c.k}`;
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** @returns undefined for a malformed cursor */
export function decodeCursor(text: string): Cursor | undefined {
  const raw = Buffer.from(text, 'base64url').toString('utf8');
  const m =
    /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([0-9a-f-]{36})(?:\|([A-Za-z]{1,40}))?$/.exec(
      raw,
    );
  if (!m?.[1] || !m[2] || Number.isNaN(Date.parse(m[1]))) return undefined;
  return m[3] === undefined ? { t: m[1], id: m[2] } : { t: m[1], id: m[2], k: m[3] };
}
