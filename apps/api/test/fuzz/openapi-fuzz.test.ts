// Property-based fuzzing driven by openapi.json: every operation
// gets schema-valid and schema-breaking inputs (body, query, path), signed in and anonymous, plus
// a wrong media type and an oversized body; then the HTTP edges of the API's
// hardening (bodies nested past the limit, huge arrays, broken %-escapes). Asserts: no 5xx,
// every answer matches the schema the document gives for its status, and every documented status
// is reached (bar the few listed below that need a fault: those are covered by the fault suite).
// FUZZ_RUNS and FUZZ_EDGE_RUNS set the cases per operation; test/fuzz/http-edges.test.ts sends
// every method and the same edges once per route, with exact answers.
import { Ajv } from 'ajv';
import formats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/password.js';
import { BROKEN_URL_MESSAGE, inspect, MAX_NESTING } from '../../src/plugins/input-guard.js';
import spec from '../../openapi.json' with { type: 'json' };
import { createTestApp, type TestApp } from '../helpers/app.js';
import { PASSWORD } from '../helpers/accounts.js';
import type { Caller } from '../helpers/clients.js';
import { fuzzFixtures } from './fixtures.js';
import { needsAFault } from './unreached-statuses.js';
import { platformFixtures, type PlatformFixtures } from './platform-fixtures.js';
import { breaking, valid, type Hints, type Schema } from './schema-arbitrary.js';

/** The router's limit on a path parameter (Fastify's `maxParamLength` default, src/app.ts). */
const MAX_PARAM_LENGTH = 100;

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
/** Cases per operation of the HTTP edges (nesting, huge arrays, broken escapes). */
const EDGE_RUNS = Number(process.env.FUZZ_EDGE_RUNS ?? 12);

interface Param {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Param[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

const operations: { method: string; path: string; op: Operation }[] = [];
for (const [path, ops] of Object.entries(
  // The JSON import is typed literally; unions of objects with different keys do not narrow.
  spec.paths as unknown as Record<string, Record<string, Operation>>,
))
  for (const [method, op] of Object.entries(ops))
    operations.push({ method: method.toUpperCase(), path, op });

const ajv = new Ajv({ strict: false, allErrors: false });
// ajv-formats is CommonJS: its default export is the plugin function.
(formats as unknown as (a: Ajv) => void)(ajv);

type Example = [Mode, unknown, Record<string, unknown>, Record<string, unknown>, string];
/** Inputs every run starts with: the documented statuses that need a known state to happen. */
let examples: Record<string, unknown[][]> = {};
/** The developer platform's members, starting inputs and inputs built when their turn comes. */
let platform: PlatformFixtures;

let t: TestApp;
let me: Caller;
let other: Caller;
let hints: Hints;
const reached = new Set<string>();
const counts = { cases: 0, status5xx: 0 };

type Media = 'json' | 'huge' | 'badjson' | 'text' | 'form';
type Mode =
  | 'anonymous'
  | 'session'
  | 'session+key'
  | 'apikey'
  | 'other-clientid'
  | 'bad-token'
  // A session of another member (platform-fixtures.ts); starting inputs only.
  | `as:${string}`;
const MODES: Mode[] = [
  'anonymous',
  'session',
  'session+key',
  'apikey',
  'other-clientid',
  'bad-token',
];

function authHeaders(mode: Mode): Record<string, string> {
  switch (mode) {
    case 'anonymous':
      return {};
    case 'session':
      return { authorization: `Bearer ${me.token}` };
    case 'session+key':
      return { authorization: `Bearer ${me.token}`, licensekey: me.apiKey };
    case 'apikey':
      return { licensekey: me.apiKey, clientid: me.clientId };
    case 'other-clientid':
      return {
        authorization: `Bearer ${me.token}`,
        licensekey: me.apiKey,
        clientid: other.clientId,
      };
    case 'bad-token':
      return { authorization: 'Bearer a.b.c' };
    default:
      return { authorization: `Bearer ${platform.sessions[mode.slice(3)] ?? 'unknown'}` };
  }
}

beforeAll(async () => {
  // A low auth limit, so 429 is reachable within the bounded runs; a few free calls per service
  // (fixtures.ts), so both 200 and 402 are.
  t = await createTestApp({ rateLimit: { authMax: 10, windowMs: 60_000 } });
  ({ me, other, hints, examples } = await fuzzFixtures(t));
  platform = await platformFixtures(t, me, other);
  examples = { ...examples, ...platform.examples };
}, 120_000);

// Operations revoke sessions, rotate the key and change the password: start each from a fresh
// session, the known password and the current key.
let resets = 0;
afterEach(async () => {
  const member = await t.app.repos.members.findByEmail(me.email);
  if (!member) return;
  await t.app.repos.members.updatePassword(
    member.id,
    await hashPassword(PASSWORD, t.config.scrypt),
  );
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: me.email, password: PASSWORD },
    remoteAddress: `10.9.${++resets % 250}.1`,
  });
  me.token = (login.json() as { token: string }).token;
  const profile = await t.app.inject({
    url: '/api/user-data/profile',
    headers: { authorization: `Bearer ${me.token}` },
  });
  me.apiKey = (profile.json() as { apiKey: string }).apiKey;
});

afterAll(async () => {
  await t?.close();
  console.log(
    `fuzz: ${operations.length} operations, ${counts.cases} cases, ${counts.status5xx} × 5xx, ` +
      `${reached.size} (operation, status) pairs reached`,
  );
});

/** Percent-encodes a path segment; a lone surrogate becomes its (invalid) UTF-8 bytes. */
function encodePath(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

const bodyArb = (op: Operation) => {
  const content = op.requestBody?.content ?? {};
  const schema = (content['application/json'] ?? content['application/x-www-form-urlencoded'])
    ?.schema;
  if (!schema) return fc.constant(undefined);
  return fc.oneof(
    { arbitrary: valid(schema, hints), weight: 3 },
    { arbitrary: breaking(schema, hints), weight: 2 },
  );
};

const paramsArb = (op: Operation, where: 'query' | 'path') => {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const p of op.parameters ?? []) {
    if (p.in !== where) continue;
    if (p.required) required.push(p.name);
    record[p.name] = fc.oneof(
      { arbitrary: valid(p.schema, hints, p.name), weight: 3 },
      {
        arbitrary: breaking(p.schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
        weight: 1,
      },
    );
  }
  return fc.record(record, { requiredKeys: required });
};

/**
 * The HTTP edges a case may add: none (the schema-driven
 * cases), a body nested past the limit (at the top or in a field of an otherwise valid body), a
 * valid body with a huge array beside it, or a broken %-escape in a path parameter or the query.
 */
type Edge =
  | { kind: 'none' }
  | { kind: 'deep'; depth: number; shape: 'array' | 'object'; inField: boolean }
  | { kind: 'wide' }
  | { kind: 'escape'; escape: string; inPath: boolean };

const edgeArb: fc.Arbitrary<Edge> = fc.oneof(
  fc.record({
    kind: fc.constant('deep' as const),
    // 8,000 levels overflowed the recursive walk of the input guard; first, so a failure shrinks
    // towards it rather than towards the limit.
    depth: fc.constantFrom(8000, 1000, MAX_NESTING + 1),
    shape: fc.constantFrom('array' as const, 'object' as const),
    inField: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('wide' as const) }),
  fc.record({
    kind: fc.constant('escape' as const),
    // Not `%` + two hex digits, or bytes that are not UTF-8.
    escape: fc.constantFrom('%ED%A0%80', '%E0%A4%A', '%zz', '%C0%AF', '%FF'),
    inPath: fc.boolean(),
  }),
);

/** `depth` arrays or objects, one in the other. */
const nested = (depth: number, shape: 'array' | 'object') =>
  shape === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Sends one case to an operation and checks its answer against the document. */
async function runCase(
  { method, path, op }: (typeof operations)[number],
  [mode, body, query, params, media]: Example,
  edge: Edge,
): Promise<void> {
  const documented = op.responses;
  let broken = false;
  // The router refuses a path parameter over its length limit before the body is read.
  let longParam = false;
  let url = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const raw = String((params as Record<string, unknown>)[name] ?? 'x');
    if (raw.length > MAX_PARAM_LENGTH) longParam = true;
    const value = encodePath(raw);
    if (edge.kind !== 'escape' || !edge.inPath || broken) return value;
    broken = true;
    return value + edge.escape;
  });
  const qs = new URLSearchParams(
    Object.entries(query as Record<string, unknown>).map(
      ([k, v]) => [k, String(v)] as [string, string],
    ),
  ).toString();
  if (qs) url += `?${qs}`;
  if (edge.kind === 'escape' && !broken) {
    url += `${qs ? '&' : '?'}q=${edge.escape}`;
    broken = true;
  }
  const object = body && typeof body === 'object' && !Array.isArray(body) ? body : undefined;
  const edgeBody =
    edge.kind === 'deep'
      ? edge.inField && object
        ? // The valid body with one more field, last, whose value is the nesting.
          `${JSON.stringify({ ...object, deep: 0 }).slice(0, -2)}${nested(edge.depth, edge.shape)}}`
        : nested(edge.depth, edge.shape)
      : edge.kind === 'wide'
        ? // Unknown fields are dropped, so the rest of the body still reaches the handler.
          JSON.stringify(
            object ? { ...object, extra: Array(20_000).fill(0) } : Array(30_000).fill(0),
          )
        : undefined;
  const hasBody = Boolean(op.requestBody) || media !== 'json' || edgeBody !== undefined;
  const form = Boolean(op.requestBody?.content['application/x-www-form-urlencoded']);
  const json = (form && media === 'json' && edgeBody === undefined ? 'form' : media) as Media;
  const payload =
    edgeBody ??
    (json === 'huge'
      ? JSON.stringify({ x: 'a'.repeat(70_000) })
      : json === 'badjson'
        ? '{"x": '
        : json === 'text'
          ? 'hello'
          : json === 'form'
            ? new URLSearchParams(
                Object.entries((body ?? {}) as Record<string, unknown>).map(
                  ([k, v]): [string, string] => [k, String(v)],
                ),
              ).toString()
            : JSON.stringify(body ?? {}));
  const type = {
    json: 'application/json',
    huge: 'application/json',
    badjson: 'application/json',
    text: 'text/plain',
    form: 'application/x-www-form-urlencoded',
  }[json];
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...authHeaders(mode),
      ...(hasBody ? { 'content-type': type } : {}),
    },
    ...(hasBody && method !== 'GET' ? { payload } : {}),
  });
  counts.cases++;
  if (res.statusCode >= 500) counts.status5xx++;
  const key = `${method} ${path} ${res.statusCode}`;
  reached.add(key);
  if (process.env.FUZZ_TRACE) console.log(key, mode, media, edge.kind);
  expect(res.statusCode, `${key}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const doc = documented[String(res.statusCode)];
  expect(doc, `${key} is not documented: ${res.body.slice(0, 200)}`).toBeDefined();
  const schema = doc?.content?.['application/json']?.schema;
  if (schema && res.headers['content-type']?.toString().startsWith('application/json')) {
    const check = ajv.compile(schema);
    expect(
      check(res.json()),
      `${key}: ${ajv.errorsText(check.errors)} in ${res.body.slice(0, 300)}`,
    ).toBe(true);
  }
  // The edges are refused before anything else looks at the request: whoever calls, on any route.
  if (broken)
    expect(res.json(), `${key} ${url}`).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: BROKEN_URL_MESSAGE,
    });
  // The Stripe webhook keeps its body as raw bytes (no JSON parsed), the batch upload takes a
  // file (its query is checked first, and may name a bad file name); GET sends no body.
  else if (
    edge.kind === 'deep' &&
    method !== 'GET' &&
    path !== '/api/payments/webhook' &&
    path !== '/api/batches'
  ) {
    expect(res.statusCode, `${key}: ${res.body.slice(0, 300)}`).toBe(400);
    // The guard reads in document order: NUL in an earlier field of the body is named first.
    if (!(edge.inField && object && inspect(object, Infinity)))
      expect(res.json(), `${key}: ${res.body.slice(0, 300)}`).toMatchObject({
        code: 'VALIDATION_ERROR',
        error: longParam
          ? 'Path parameter is too long'
          : `Request body is nested too deeply (at most ${MAX_NESTING} levels)`,
      });
  }
}

describe.each(operations)('$method $path', (operation) => {
  const { method, path, op } = operation;
  it('never answers 5xx and always answers its documented schema', async () => {
    const name = `${method} ${path}`;
    const build = platform.fresh[name];
    const starting = build ? await build() : examples[name];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...MODES),
        bodyArb(op),
        paramsArb(op, 'query'),
        paramsArb(op, 'path'),
        fc.constantFrom('json', 'json', 'json', 'json', 'text', 'huge', 'badjson'),
        (mode, body, query, params, media) =>
          runCase(operation, [mode, body, query, params, media], { kind: 'none' }),
      ),
      {
        numRuns: RUNS,
        seed: Number(process.env.FUZZ_SEED ?? 20261123),
        examples: (starting ?? []) as Example[],
      },
    );
  });
});

// After every operation had its schema-driven cases, so these never change what those reach.
describe.each(operations)('$method $path: HTTP edges', (operation) => {
  it('refuses deep nesting and broken %-escapes with 400, takes huge arrays, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...MODES),
        bodyArb(operation.op),
        paramsArb(operation.op, 'query'),
        paramsArb(operation.op, 'path'),
        edgeArb,
        (mode, body, query, params, edge) =>
          runCase(operation, [mode, body, query, params, 'json'], edge),
      ),
      { numRuns: EDGE_RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
    );
  });
});

describe('coverage', () => {
  it('reaches every documented status of every operation', () => {
    const missing: string[] = [];
    for (const { method, path, op } of operations)
      for (const status of Object.keys(op.responses)) {
        const key = `${method} ${path} ${status}`;
        if (!reached.has(key) && !needsAFault(key)) missing.push(key);
      }
    expect(missing, missing.join('\n')).toEqual([]);
  });
});
