/**
 * Counts the raw SQL of the API (docs/architecture.md §4 "SQL"): `sql` template literals, typed
 * `sql<T>` fragments, the raw results checked against a schema (`rowsOf(…)`, repositories/sql.ts)
 * and the unchecked result casts (a `rows<T>(…)` helper, or a `db.execute` result cast to typed
 * rows), per file under src/repositories and in all of src (test files excluded).
 * `pnpm --filter @pulse/api run sql:census`
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(import.meta.dirname, '../src');
const RAW = /\bsql`/g;
/** A raw fragment whose result type the caller states (`sql<number>\`count(*)::int\``). */
const TYPED = /\bsql<[^`(]*>`/g;
/** A raw result checked row by row against a TypeBox schema. */
const CHECKED = /\browsOf\(/g;
/**
 * An unchecked result: a `rows<T>` helper call, or rows cast to anything but `unknown[]` (what
 * `rowsOf` and `returnedCount` cast to before checking or counting).
 */
const CAST = /\brows<|as unknown as \{ rows: (?!unknown\[\])/g;

/** Every .ts file under `dir`, test files excluded. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

let raw = 0;
let typed = 0;
let checked = 0;
let casts = 0;
for (const file of sources(SRC).sort()) {
  const text = readFileSync(file, 'utf8');
  const [r, t, k, c] = [
    count(text, RAW),
    count(text, TYPED),
    count(text, CHECKED),
    count(text, CAST),
  ];
  raw += r;
  typed += t;
  checked += k;
  casts += c;
  const name = relative(SRC, file);
  if (name.startsWith('repositories/') && r + t + k + c > 0)
    console.log(
      `${name.padEnd(40)} sql\` ${String(r).padStart(3)}  sql<T>\` ${String(t).padStart(3)}  rowsOf ${String(k).padStart(2)}  unchecked ${c}`,
    );
}
console.log(
  `src total: ${raw} raw sql templates, ${typed} typed sql<T> fragments, ${checked} checked rowsOf results, ${casts} unchecked result casts`,
);
