/**
 * Bytes of an uploaded batch file → text, chunk by chunk (never the whole file): counts the bytes
 * against the size limit and refuses bytes that are not UTF-8, naming the line. A leading BOM is
 * dropped (TextDecoder's default).
 */
import { BatchInputError } from './errors.js';

const NEWLINE = 0x0a;
const MB = 1024 * 1024;

/** A size for a message: "100 MB", or bytes below 1 MB. */
const size = (bytes: number): string => (bytes >= MB ? `${bytes / MB} MB` : `${bytes} bytes`);

/** Number of `\n` bytes in `bytes` before `end`. */
function newlines(bytes: Uint8Array, end = bytes.length): number {
  let n = 0;
  for (let i = bytes.indexOf(NEWLINE); i !== -1 && i < end; i = bytes.indexOf(NEWLINE, i + 1)) n++;
  return n;
}

/**
 * Which line of `chunk` (0 = the line the chunk starts in) holds its first byte that is not UTF-8.
 * A `\n` byte is never part of a multi-byte character, so each line is checked on its own; the
 * first line may start with the rest of a character split across chunks, which is skipped.
 */
function badLineOf(chunk: Uint8Array): number {
  let start = 0;
  let line = 0;
  while (start < chunk.length) {
    const nl = chunk.indexOf(NEWLINE, start);
    const end = nl === -1 ? chunk.length : nl + 1;
    let from = start;
    if (line === 0)
      while (from < end && from - start < 3 && ((chunk[from] ?? 0) & 0xc0) === 0x80) from++;
    try {
      // The last line may end in a character the next chunk completes: that one is not bad.
      new TextDecoder('utf-8', { fatal: true }).decode(chunk.subarray(from, end), {
        stream: nl === -1,
      });
    } catch {
      return line;
    }
    if (nl === -1) break;
    start = end;
    line++;
  }
  return 0;
}

/**
 * Decodes `source` as UTF-8, yielding the text of each chunk.
 * @param maxBytes the size limit in bytes
 * @throws BatchInputError INVALID_ENCODING (400) or FILE_TOO_LARGE (413), naming the line
 */
export async function* decodeUtf8(
  source: AsyncIterable<Uint8Array | string>,
  maxBytes: number,
): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  let lines = 0;
  for await (const raw of source) {
    const chunk = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
    bytes += chunk.length;
    if (bytes > maxBytes)
      throw new BatchInputError(
        'FILE_TOO_LARGE',
        lines + 1 + newlines(chunk, chunk.length - (bytes - maxBytes)),
        `the file is larger than ${size(maxBytes)}; split it into several batches`,
      );
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      throw new BatchInputError(
        'INVALID_ENCODING',
        lines + 1 + badLineOf(chunk),
        'the file is not UTF-8 text; save it as "CSV UTF-8" (or UTF-8 JSON lines)',
      );
    }
    lines += newlines(chunk);
    if (text) yield text;
  }
  try {
    const rest = decoder.decode();
    if (rest) yield rest;
  } catch {
    throw new BatchInputError(
      'INVALID_ENCODING',
      lines + 1,
      'the file is not UTF-8 text; save it as "CSV UTF-8" (or UTF-8 JSON lines)',
    );
  }
}
