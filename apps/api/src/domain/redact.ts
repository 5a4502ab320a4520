/**
 * Redaction of what the request log stores of a call: its path, query, headers and bodies
 * (docs/adr/0020-request-log-and-usage-alerts.md), one rule set for all of them. Pure: no
 * I/O, so it runs in the log writer, after the answer has gone out.
 *
 * - A field whose name says it holds a secret (password, secret, token, api key, licence key,
 *   authorization, cookie, signature, private key, CVV/CVC, PIN, card number) keeps no value.
 * - Anywhere in any string: a Pulse key keeps its 12-character prefix (as the Keys page shows it);
 *   a JWT is removed; a card number (13–19 digits, Luhn-valid, spaces or dashes allowed) keeps its
 *   first 6 digits (the BIN, which the BIN lookup itself receives) and every other digit becomes `*`.
 * - Anywhere in any string or field name: a NUL character or an unpaired UTF-16 surrogate becomes
 *   U+FFFD, since PostgreSQL's json and jsonb types refuse both (`\u0000`, a lone `\ud800`), and
 *   one such value would otherwise cost the whole batch it is written in.
 */

/** What a removed value is replaced with. */
export const REDACTED = '[REDACTED]';

/** Names (lower-case, without `-` and `_`) that always hold a secret. */
const SECRET_NAMES = new Set([
  'cvv',
  'cvv2',
  'cvc',
  'cvc2',
  'cvn',
  'pin',
  'pan',
  'cardnumber',
  'ccnumber',
  'card',
]);
/** Parts of a name that mark a secret wherever they appear (`newPassword`, `x-api-key`). */
const SECRET_PARTS = [
  'password',
  'passwd',
  'passphrase',
  'secret',
  'token',
  'apikey',
  'licensekey',
  'licencekey',
  'authorization',
  'cookie',
  'signature',
  'privatekey',
];

/** True when a field or header of this name holds a secret. */
export function isSecretName(name: string): boolean {
  const n = name.toLowerCase().replace(/[-_\s]/g, '');
  return SECRET_NAMES.has(n) || SECRET_PARTS.some((p) => n.includes(p));
}

const PULSE_KEY = /\b(pk|sk)_(live|test)_[A-Za-z0-9]{4}[A-Za-z0-9_-]*/g;
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/g;
// 13 to 19 digits, optionally grouped by single spaces or dashes; not part of a longer number and
// not a phone number in E.164 form (a leading +).
const CARD = /(?<![\d+])\d(?:[ -]?\d){12,18}(?!\d)/g;

/** The Luhn check of a digit string (every card number passes it; most other numbers do not). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Masks the digits of a card number after its first six, keeping separators and length. */
function maskCard(match: string): string {
  const digits = match.replace(/\D/g, '');
  if (!luhnValid(digits)) return match;
  let seen = 0;
  return match.replace(/\d/g, (d) => (++seen <= 6 ? d : '*'));
}

/** NUL and unpaired UTF-16 surrogates, which neither json nor jsonb can hold. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this must find
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A string PostgreSQL's json types accept: NUL and unpaired surrogates become U+FFFD. */
export function storableString(s: string): string {
  return s.replace(UNSTORABLE, '\uFFFD');
}

/** A string with the secrets it contains (keys, JWTs, card numbers) removed (rules above). */
export function redactString(s: string): string {
  return storableString(s)
    .replace(PULSE_KEY, (k) => `${k.slice(0, 12)}…${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(CARD, maskCard);
}

/** What a value that is not JSON data (a stream, a Buffer, a class instance) is stored as. */
export const NOT_DATA = '[not stored: not JSON data]';

/** True for an object JSON.parse could have built: an array, or an object of no class. */
function isJsonContainer(value: object): boolean {
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A deep copy of a JSON value with every secret removed (rules above). Numbers are checked as
 * card numbers too, since a client may send one unquoted. Only arrays and plain objects are walked:
 * anything else ({@link NOT_DATA}) is a live object, such as the request stream of an uploaded
 * file, whose graph (socket, server, buffered bytes) is unbounded, so walking it would hold the
 * event loop for minutes.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactString(value);
  if (typeof value === 'number') {
    const s = String(value);
    const r = redactString(s);
    return r === s ? value : r;
  }
  if (value === null || typeof value !== 'object') return value;
  if (!isJsonContainer(value)) return NOT_DATA;
  // JSON bodies are at most 64 KB, but a pathological nesting should not cost a stack.
  if (depth > 32) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    out[storableString(k)] =
      isSecretName(k) && v !== null && v !== '' ? REDACTED : redact(v, depth + 1);
  }
  return out;
}

/**
 * A request path (without its query) as the log may keep it: each segment follows the rules above
 * as a field would, so `DELETE /api/reports/pk_live_<key>` keeps the key's prefix and
 * `GET /api/report/<card number>` its BIN. A segment is read %-decoded (a secret cannot hide behind
 * escapes); one that held a secret is stored as its redacted text, with `%`, `/`, `?`, `#`,
 * whitespace and control characters escaped so the path still reads as one. When `route` (the
 * route's pattern, `/api/reports/:id`) names a path parameter like a secret, its value is removed.
 * Other segments are kept as sent.
 */
export function redactPath(path: string, route?: string): string {
  const names = route?.split('/');
  return path
    .split('/')
    .map((segment, i) => {
      const name = names?.[i];
      if (name?.startsWith(':') && isSecretName(name.slice(1)) && segment !== '') return REDACTED;
      let text = segment;
      try {
        text = decodeURIComponent(segment);
      } catch {
        // A broken escape (refused with 400, but still logged) is read as it was sent.
      }
      const clean = redactString(text);
      // Nothing secret in it: kept exactly as sent.
      if (clean === storableString(text)) return storableString(segment);
      // eslint-disable-next-line no-control-regex -- control characters are exactly what to escape
      return clean.replace(/[%/?#\s\u0000-\u001f\u007f]/g, (c) => encodeURIComponent(c));
    })
    .join('/');
}

/** Request headers kept in the log: what a developer needs to debug a call, redacted. */
const KEPT_HEADERS = [
  'content-type',
  'content-length',
  'accept',
  'user-agent',
  'clientid',
  'licensekey',
  'authorization',
];

/** The kept request headers (above), with `licensekey` reduced to its prefix and secrets removed. */
export function redactHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const raw = headers[name];
    const v = Array.isArray(raw) ? raw.join(', ') : raw;
    if (v === undefined) continue;
    if (name === 'licensekey') out[name] = `${v.slice(0, 12)}…${REDACTED}`;
    else if (isSecretName(name)) out[name] = REDACTED;
    else out[name] = redactString(v);
  }
  return out;
}

/** Largest stored body, in characters of its redacted JSON; a larger one keeps a preview. */
export const MAX_STORED_BODY = 32 * 1024;

/**
 * The stored form of a body: the redacted value, or, past {@link MAX_STORED_BODY}, `{ truncated:
 * true, size, preview }` (preview = the start of the redacted JSON). A payload that is not JSON
 * is stored as redacted text.
 */
export function storedBody(payload: unknown): unknown {
  if (payload === undefined || payload === null || payload === '') return null;
  let value: unknown = payload;
  if (typeof payload === 'string') {
    try {
      value = JSON.parse(payload);
    } catch {
      value = payload;
    }
  }
  const clean = redact(value);
  const json = JSON.stringify(clean) ?? 'null';
  if (json.length <= MAX_STORED_BODY) return clean;
  return { truncated: true, size: json.length, preview: json.slice(0, MAX_STORED_BODY) };
}

/** Separators a secret's name may carry between its letters (`api_key`, `License-Key`). */
const SEP = '[-_\\s]*';
const spaced = (name: string) => name.split('').join(SEP);
/**
 * Matches JSON text that may hold a field with a secret's name: a SECRET_PARTS word anywhere, or
 * a SECRET_NAMES word as a whole key. It may match more than that (a value that mentions a token);
 * it never misses such a field, which is all the fast path of storedBodyJson relies on.
 */
const MAY_NAME_SECRET = new RegExp(
  `${SECRET_PARTS.map(spaced).join('|')}|"${SEP}(?:${[...SECRET_NAMES].map(spaced).join('|')})${SEP}"\\s*:`,
  'i',
);

/**
 * The JSON text of {@link storedBody}'s result (`null` for no body), without building the value
 * twice. Fast path for a JSON answer as the API serialised it: text with no escape sequence, no
 * field that can be named like a secret, nothing the string rules of redactString would change,
 * and within the size cap, is stored as it is: each of its string values then reads the same in
 * the text as parsed, so redact() would return it unchanged. Anything else takes the storedBody
 * path. The result parses to the same value as storedBody's (test/domain/redact.test.ts).
 */
export function storedBodyJson(payload: unknown): string | null {
  if (payload === undefined || payload === null || payload === '') return null;
  if (
    typeof payload === 'string' &&
    payload.length <= MAX_STORED_BODY &&
    !payload.includes('\\') &&
    !MAY_NAME_SECRET.test(payload) &&
    redactString(payload) === payload &&
    looksLikeJson(payload)
  )
    return payload;
  return JSON.stringify(storedBody(payload)) ?? null;
}

/** A string that is a JSON object or array (what the API's own answers are). */
function looksLikeJson(s: string): boolean {
  const first = s.charCodeAt(0);
  if (first !== 0x7b && first !== 0x5b) return false; // { or [
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
}
