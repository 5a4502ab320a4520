import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseOfac } from './ofac.js';
import { parseOpenSanctions } from './opensanctions.js';
import { ImportError, type ImportResult } from './types.js';
import { parseUnXml } from './un.js';

/** File-system loaders for the kinds of `data:import` (ofac, ofac-consolidated, un, opensanctions). */

async function readOptional(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

/** Reads an OFAC folder: sdn.csv + alt.csv + add.csv + sdn_comments.csv, or the cons_*.csv set. */
export async function loadOfacDir(
  dir: string,
  list: 'sdn' | 'consolidated' = 'sdn',
  version?: string | null,
): Promise<ImportResult> {
  const n =
    list === 'sdn'
      ? ['sdn.csv', 'alt.csv', 'add.csv', 'sdn_comments.csv']
      : ['cons_prim.csv', 'cons_alt.csv', 'cons_add.csv', 'cons_comments.csv'];
  const [primary, alt, add, comments] = await Promise.all(n.map((f) => readOptional(join(dir, f))));
  if (!primary) throw new ImportError(join(dir, n[0] as string), null, 'file not found');
  return parseOfac({ primary, alt, add, comments }, { list, version: version ?? null });
}

export async function loadUnFile(path: string, version?: string | null): Promise<ImportResult> {
  const buf = await readOptional(path);
  if (!buf) throw new ImportError(path, null, 'file not found');
  return parseUnXml(buf, { file: path, version: version ?? null });
}

export async function loadOpenSanctionsFile(
  path: string,
  version?: string | null,
): Promise<ImportResult> {
  const buf = await readOptional(path);
  if (!buf) throw new ImportError(path, null, 'file not found');
  return parseOpenSanctions(buf, { file: path, version: version ?? null });
}
