/**
 * Refuses input that the API cannot handle safely, before any schema validation or handler runs,
 * on every route, so a new route cannot forget it (docs/api-contract.md, "Hardening"):
 * - a URL (path or query) with a broken %-encoding: an escape that is not `%` and two hex digits,
 *   or bytes that are not UTF-8 (`%ED%A0%80`, a truncated `%E0%A4%A`) answers 400 VALIDATION_ERROR;
 * - a body nested deeper than {@link MAX_NESTING} arrays/objects answers 400 VALIDATION_ERROR:
 *   JSON.parse builds such a value without trouble, but every recursive consumer after it
 *   (schema validation, JSON.stringify for storage or logs) would exhaust the stack;
 * - text PostgreSQL cannot store, a NUL character (U+0000) or a lone UTF-16 surrogate anywhere in
 *   the body, the query string or the path parameters, answers 400 VALIDATION_ERROR naming the
 *   field. Object keys are checked too, since free-form objects (report inputs) are stored as jsonb.
 */
import { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { hasForbiddenText } from '../lib/text.js';
import { label } from '../lib/validation-messages.js';

/** Deepest accepted nesting of arrays and objects in a request body (`[[1]]` is 2 levels). */
export const MAX_NESTING = 32;

/** The answer to a URL with a broken %-encoding (also given by the router for path parameters). */
export const BROKEN_URL_MESSAGE = 'Invalid URL: a %-escape is incomplete or not UTF-8';

/**
 * True when every `%` of `url` starts an escape of two hex digits and the escapes decode to UTF-8
 * (RFC 3986 §2.1, WHATWG URL's percent-decode): decodeURIComponent refuses exactly the others.
 */
export function hasWellFormedEscapes(url: string): boolean {
  if (!url.includes('%')) return true;
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/** What {@link inspect} found: forbidden text at a JSON pointer, or nesting past the limit. */
export type Finding = { kind: 'text'; path: string } | { kind: 'depth' };

/**
 * Walks `value` (a parsed body, query or params object) depth first, in document order, without
 * recursion, and returns the first problem: a string or key holding forbidden text (its JSON
 * pointer), or arrays/objects nested deeper than `maxNesting`. Binary values (a raw body Buffer)
 * are not text and are skipped. Undefined when the value is fine.
 */
export function inspect(value: unknown, maxNesting = MAX_NESTING): Finding | undefined {
  // Still to look at: a value, its pointer, how many containers enclose it, and the key it is
  // stored under when it is an object's entry (checked just before the value, as a reader would).
  const stack: [unknown, string, number, string?][] = [[value, '', 0]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [item, path, depth, key] = next;
    if (key !== undefined && hasForbiddenText(key))
      return { kind: 'text', path: path.replaceAll('\u0000', '?').replace(/\p{Cs}/gu, '?') };
    if (typeof item === 'string') {
      if (hasForbiddenText(item)) return { kind: 'text', path };
      continue;
    }
    if (item === null || typeof item !== 'object' || ArrayBuffer.isView(item)) continue;
    if (depth >= maxNesting) return { kind: 'depth' };
    // Children are pushed last-first so they are popped in document order.
    if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], `${path}/${i}`, depth + 1]);
      continue;
    }
    const entries = Object.entries(item);
    for (const [k, child] of entries.reverse()) stack.push([child, `${path}/${k}`, depth + 1, k]);
  }
  return undefined;
}

export default fp(
  async (app) => {
    // onRequest: before the body is read, and for unknown routes too (a 400, not a 404).
    app.addHook('onRequest', (req, _reply, done) => {
      if (hasWellFormedEscapes(req.url)) done();
      else done(new AppError(400, 'VALIDATION_ERROR', BROKEN_URL_MESSAGE));
    });
    app.addHook('preValidation', async (req) => {
      for (const part of [req.params, req.query, req.body]) {
        // A streamed body (a batch file) is read, and checked, by its route.
        if (part instanceof Readable) continue;
        const found = inspect(part);
        if (found?.kind === 'depth')
          throw new AppError(
            400,
            'VALIDATION_ERROR',
            `Request body is nested too deeply (at most ${MAX_NESTING} levels)`,
          );
        if (found) {
          throw new AppError(
            400,
            'VALIDATION_ERROR',
            `${label(found.path)} must not contain NUL or unpaired surrogate characters`,
          );
        }
      }
    });
  },
  { name: 'input-guard' },
);
