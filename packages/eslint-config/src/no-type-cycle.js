// @ts-check
/**
 * `pulse/no-type-cycle`: refuses an import cycle between a package's own files, counting type-only
 * imports. `import-x/no-cycle` skips those (a type import vanishes at run time), yet a cycle of
 * types still ties the layers of docs/architecture.md into one knot: a module can no longer be read,
 * tested or moved without the others.
 *
 * Follows relative imports and re-exports only (`./x.js` → `x.ts`, `x.tsx` or `x/index.ts`);
 * packages are separate build units, checked by their own boundaries.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** @type {Map<string, { mtimeMs: number, deps: string[] }>} */
const graph = new Map();

/**
 * The file a relative specifier names, or null when it is not one of this package's sources.
 * @param {string} from absolute path of the importing file
 * @param {string} spec the import's specifier
 * @returns {string | null}
 */
function resolveRelative(from, spec) {
  if (!spec.startsWith('./') && !spec.startsWith('../')) return null;
  const base = path.resolve(path.dirname(from), spec);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  for (const candidate of [
    `${stem}.ts`,
    `${stem}.tsx`,
    base,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (/\.(ts|tsx|js|mjs)$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/**
 * The files `file` imports or re-exports, types included (cached until the file changes).
 * @param {string} file absolute path
 * @returns {string[]}
 */
function depsOf(file) {
  const mtimeMs = statSync(file).mtimeMs;
  const cached = graph.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.deps;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const deps = [
    ...new Set(
      importedFiles.map((ref) => resolveRelative(file, ref.fileName)).filter((dep) => dep !== null),
    ),
  ];
  graph.set(file, { mtimeMs, deps });
  return deps;
}

/**
 * A path of imports from `start` back to `target`, or null when there is none.
 * @param {string} start @param {string} target
 * @returns {string[] | null} the files from `start` to `target`, both included
 */
function pathBack(start, target) {
  /** @type {Map<string, string | null>} */
  const parent = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    if (file === target) {
      const route = [];
      for (let at = /** @type {string | null} */ (file); at !== null; at = parent.get(at) ?? null)
        route.unshift(at);
      return route;
    }
    for (const dep of existsSync(file) ? depsOf(file) : [])
      if (!parent.has(dep)) {
        parent.set(dep, file);
        queue.push(dep);
      }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noTypeCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse import cycles, type-only imports included' },
    schema: [],
    messages: {
      cycle:
        'Import cycle (type imports included): {{route}}. Move what both sides need to a module both may import.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    /** @param {import('eslint').Rule.Node} node */
    const check = (node) => {
      const source = 'source' in node ? node.source : null;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const dep = resolveRelative(file, source.value);
      if (dep === null || dep === file) return;
      const route = pathBack(dep, file);
      if (route === null) return;
      const root = path.dirname(file);
      context.report({
        node,
        messageId: 'cycle',
        data: {
          route: [file, ...route]
            .map((f) => path.relative(root, f) || path.basename(f))
            .join(' → '),
        },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
