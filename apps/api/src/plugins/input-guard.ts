/**
 * Refuses text that PostgreSQL cannot store, before any schema validation or handler runs: a NUL
 * character (U+0000) or a lone UTF-16 surrogate anywhere in the body, the query string or the path
 * parameters of any route answers 400 VALIDATION_ERROR naming the field (docs/api-contract.md).
 * One hook for every route, so a new route cannot forget it; object keys are checked too, since
 * free-form objects (report inputs) are stored as jsonb.
 */
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { label } from '../lib/validation-messages.js';

// With the `u` flag a well-formed surrogate pair is one code point, so \p{Cs} only matches a lone one.
const LONE_SURROGATE = /\p{Cs}/u;

/** True when `s` holds a NUL or an unpaired surrogate. */
export function hasForbiddenText(s: string): boolean {
  return s.includes('\u0000') || LONE_SURROGATE.test(s);
}

/**
 * The JSON pointer of the first string (or key) in `value` holding forbidden text, or undefined.
 * Depth is bounded by the 64 KB body limit, so plain recursion is safe.
 */
export function findForbiddenText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return hasForbiddenText(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findForbiddenText(value[i], `${path}/${i}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasForbiddenText(key))
        return `${path}/${key.replaceAll('\u0000', '?').replace(/\p{Cs}/gu, '?')}`;
      const found = findForbiddenText(item, `${path}/${key}`);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (req) => {
      for (const part of [req.params, req.query, req.body]) {
        const path = findForbiddenText(part);
        if (path !== undefined) {
          throw new AppError(
            400,
            'VALIDATION_ERROR',
            `${label(path)} must not contain NUL or unpaired surrogate characters`,
          );
        }
      }
    });
  },
  { name: 'input-guard' },
);
