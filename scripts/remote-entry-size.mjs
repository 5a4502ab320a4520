#!/usr/bin/env node
/**
 * What a remote costs before its first page can run, gzip bytes:
 * each remote's entry (`remoteEntry` of its mf-manifest.json) and, with
 * it, the sync chunks of its first exposed page. Reads built folders only (`pnpm build` first).
 *
 *   node scripts/remote-entry-size.mjs [<app>=<dist folder> …]
 *
 * Without arguments: apps/<remote>/dist of every remote of the local runtime manifest
 * (apps/shell/public/remotes.json). Gzip level 9, as `gzip -9 -c | wc -c`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { LOCAL_REMOTES } from '../packages/release/src/local-remotes.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const remotes = LOCAL_REMOTES.map(({ name }) => name);

const targets = process.argv.slice(2).length
  ? process.argv.slice(2).map((arg) => {
      const [name, dir] = arg.split('=');
      if (!name || !dir) throw new Error(`"${arg}" is not <app>=<dist folder>`);
      return { name, dir: path.resolve(dir) };
    })
  : remotes.map((name) => ({ name, dir: path.join(repoRoot, 'apps', name, 'dist') }));

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = targets.map(({ name, dir }) => {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const entryFile = path.join(
    dir,
    manifest.metaData.remoteEntry.path,
    manifest.metaData.remoteEntry.name,
  );
  const entry = gzipBytes(entryFile);
  const firstPage = manifest.exposes[0];
  const pageChunks = (firstPage?.assets.js.sync ?? []).map((file) =>
    gzipBytes(path.join(dir, file)),
  );
  const page = pageChunks.reduce((sum, bytes) => sum + bytes, 0);
  return { name, entry, firstPage: firstPage?.name ?? '-', withPage: entry + page };
});

console.log('| remote | remoteEntry gzip | + first page sync chunks |');
console.log('| --- | --- | --- |');
for (const row of rows) {
  console.log(`| ${row.name} | ${kb(row.entry)} | ${kb(row.withPage)} (${row.firstPage}) |`);
}
const total = rows.reduce((sum, row) => sum + row.entry, 0);
console.log(`| all entries | ${kb(total)} | |`);
