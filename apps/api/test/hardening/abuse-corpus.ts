/**
 * The upload bodies of the abuse soak (abuse-soak.test.ts): files a careless or hostile customer
 * can send to POST /api/batches, by family, each a few ways. Every one must be answered, with a
 * 2xx or a 4xx, and leave the process answering. The families are the issue's: NUL, bad UTF-8,
 * lone surrogates, huge cells, many columns, unclosed quotes, other separators, TAB/CR formulas,
 * BOMs, CR-only line ends, NDJSON nesting, wrong content types; plus seeded random bytes.
 */
import fc from 'fast-check';

export interface AbuseUpload {
  /** Family and variant, for the failure message. */
  name: string;
  contentType: string | undefined;
  service: string;
  body: Buffer;
}

const csv = 'text/csv';
const ndjson = 'application/x-ndjson';
const b = (s: string) => Buffer.from(s, 'utf8');
const cat = (...parts: Array<string | number[] | Buffer>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? b(p) : Buffer.from(p))));

/** Families of hostile files for an AML person batch (header f_name,l_name). */
function families(): Array<[string, string | undefined, Buffer]> {
  const H = 'f_name,l_name\n';
  const out: Array<[string, string | undefined, Buffer]> = [];
  const add = (name: string, body: Buffer | string, type: string | undefined = csv) =>
    out.push([name, type, typeof body === 'string' ? b(body) : body]);

  // NUL in every place a byte can be.
  add('nul in a cell', `${H}Jo\0hn,Smith\n`);
  add('nul in the header', 'f_na\0me,l_name\nJohn,Smith\n');
  add('nul as the last byte', `${H}John,Smith\n\0`);
  add('nul only', '\0');
  add('nul in a quoted cell', `${H}"Jo\0hn",Smith\n`);
  add('nul on row 500', `${H}${'John,Smith\n'.repeat(499)}Jo\0hn,Smith\n`);
  // Bytes that are not UTF-8.
  add('0xff byte', cat(H, 'Jo', [0xff], 'hn,Smith\n'));
  add('broken 2-byte sequence', cat(H, 'Jo', [0xc3, 0x28], 'hn,Smith\n'));
  add('overlong encoding', cat(H, [0xc0, 0xaf], ',Smith\n'));
  add('truncated character at the end', cat(H, 'John,Smith', [0xe2, 0x82]));
  add('latin-1 file', cat('f_name,l_name\n', [0x4a, 0xf6, 0x72, 0x67], ',M\xfcller\n'));
  // Lone surrogates: CESU-8 bytes in CSV, escapes in NDJSON.
  add('cesu-8 surrogate', cat(H, [0xed, 0xa0, 0x80], ',Smith\n'));
  add('lone high surrogate escape', '{"f_name":"\\ud800","l_name":"Smith"}\n', ndjson);
  add('lone low surrogate escape', '{"f_name":"Jo\\udc00hn","l_name":"Smith"}\n', ndjson);
  add('surrogate in a key', '{"f_\\ud800name":"John","l_name":"Smith"}\n', ndjson);
  // Huge cells and lines.
  add('900 KB cell', `${H}${'a'.repeat(900_000)},Smith\n`);
  add('cell one over the limit', `${H}${'a'.repeat(1001)},Smith\n`);
  add('64 KB line of small cells', `${H}${'ab,'.repeat(22_000)}x\n`);
  add('file without line breaks', `f_name,l_name,${'x,'.repeat(100_000)}`);
  add('900 KB NDJSON value', `{"f_name":"${'a'.repeat(900_000)}","l_name":"S"}\n`, ndjson);
  // Many columns.
  for (const n of [201, 1000, 5000])
    add(
      `${n} columns`,
      `f_name,l_name,${Array.from({ length: n - 2 }, (_, i) => `c${i}`).join(',')}\nJohn,Smith\n`,
    );
  add('5,000 columns, then a 900 KB cell', `${'c,'.repeat(4999)}c\n${'a'.repeat(900_000)}\n`);
  add(
    '5,000 NDJSON keys',
    `${JSON.stringify(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, 'v'])))}\n`,
    ndjson,
  );
  // Quotes.
  add('unclosed quote', '"John,Smith\nJane,Doe');
  add('unclosed quote after the header', `${H}"John,Smith\nJane,Doe\n`);
  add('quote inside a bare cell', `${H}Jo"hn,Smith\n`);
  add('text after a closing quote', `${H}"John"x,Smith\n`);
  add('unclosed quote over 200,000 lines', `${H}"John,Smith\n${'Jane,Doe\n'.repeat(200_000)}`);
  // Separators.
  add('semicolons', 'f_name;l_name\nJohn;Smith\n');
  add('tabs', 'f_name\tl_name\nJohn\tSmith\n');
  add('pipes', 'f_name|l_name\nJohn|Smith\n');
  add('ragged row', `${H}John,Smith,extra\n`);
  // Formulas, with and without a TAB or CR before them.
  for (const f of [
    '=1+1',
    '@SUM(A1)',
    '+1+1',
    '-1+1',
    '\t=1+1',
    '\r=1+1',
    '=HYPERLINK("http://x")',
    '"=1+1"',
  ])
    add(`formula ${JSON.stringify(f)}`, `${H}John,${f}\n`);
  add('formula on line 4', `${H}John,Smith\nJane,Doe\n=1+1,Doe\n`);
  add('formula in a quoted line break', `${H}John,"Smith\n=1+1"\n`);
  // BOMs and line ends.
  add('utf-8 bom', cat([0xef, 0xbb, 0xbf], H, 'John,Smith\n'));
  add('two utf-8 boms', cat([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf], H, 'John,Smith\n'));
  add('utf-16 le bom', cat([0xff, 0xfe], Buffer.from(`${H}John,Smith\n`, 'utf16le')));
  add('utf-16 be bom', cat([0xfe, 0xff], Buffer.from(`${H}John,Smith\n`, 'utf16le').swap16()));
  add('cr-only line ends', 'f_name,l_name\rJohn,Smith\rJane,Doe\r');
  add('mixed line ends', 'f_name,l_name\r\nJohn,Smith\rJane,Doe\n');
  add('only a bom', cat([0xef, 0xbb, 0xbf]));
  add('empty', '');
  add('header only', H);
  add('blank lines only', '\n\n\n\r\n');
  // NDJSON shapes.
  add('nested object', '{"f_name":{"a":1},"l_name":"Smith"}\n', ndjson);
  add('nested array', '{"f_name":["John"],"l_name":"Smith"}\n', ndjson);
  add('deep nesting', `${'['.repeat(10_000)}${']'.repeat(10_000)}\n`, ndjson);
  add('deep object nesting', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}\n`, ndjson);
  add('array line', '["John","Smith"]\n', ndjson);
  add('number line', '42\n', ndjson);
  add('not json', 'f_name,l_name\nJohn,Smith\n', ndjson);
  add('__proto__ key', '{"__proto__":{"x":1},"f_name":"John","l_name":"Smith"}\n', ndjson);
  add('boolean value', '{"f_name":true,"l_name":"Smith"}\n', ndjson);
  // Content types the route does not read.
  for (const type of [
    undefined,
    'application/json',
    'text/plain',
    'application/xml',
    'multipart/form-data; boundary=x',
    'text/csv; charset=latin1',
    'TEXT/CSV',
  ])
    add(`content type ${type ?? 'none'}`, `${H}John,Smith\n`, type);
  add('json body', '{"f_name":"John","l_name":"Smith"}', 'application/json');
  return out;
}

/**
 * The soak's hostile uploads: every family for three services (the columns of AML person files
 * do not fit the others, which is a refusal too), then `randomCount` seeded random byte strings.
 */
export function abuseCorpus(seed: number, randomCount = 100): AbuseUpload[] {
  const uploads: AbuseUpload[] = [];
  for (const service of ['amlPerson', 'emailLookup', 'phoneLookup'])
    for (const [name, contentType, body] of families())
      uploads.push({ name: `${service}: ${name}`, contentType, service, body });
  const random = fc.sample(
    fc.tuple(
      fc.constantFrom(csv, ndjson),
      fc.uint8Array({ maxLength: 2000 }),
      fc.constantFrom('f_name,l_name\n', '', '{"f_name":"'),
    ),
    { seed, numRuns: randomCount },
  );
  random.forEach(([contentType, bytes, prefix], i) =>
    uploads.push({
      name: `random bytes #${i}`,
      contentType,
      service: 'amlPerson',
      body: cat(prefix, Buffer.from(bytes)),
    }),
  );
  return uploads;
}
