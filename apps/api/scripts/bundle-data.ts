/**
 * Refreshes the bundled list snapshots (apps/api/data/*.br, see src/datasets/bundled.ts):
 *
 *   pnpm --filter @pulse/api data:bundle <folder>
 *
 * `<folder>` holds the plain files in the layout below (sanctions/, ip-reputation/, bin/). Each file
 * is brotli-compressed (quality 11) under its bundle name; sizes are printed. After a refresh, update
 * the dates in src/datasets/bundled.ts and apps/api/data/SOURCES.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { BUNDLED_DIR } from '../src/datasets/bundled.js';

/** Bundle name → path inside the source folder. */
const FILES: Record<string, string> = {
  'sdn.csv': 'sanctions/ofac/sdn.csv',
  'alt.csv': 'sanctions/ofac/alt.csv',
  'add.csv': 'sanctions/ofac/add.csv',
  'sdn_comments.csv': 'sanctions/ofac/sdn_comments.csv',
  'cons_prim.csv': 'sanctions/ofac/cons_prim.csv',
  'cons_alt.csv': 'sanctions/ofac/cons_alt.csv',
  'cons_add.csv': 'sanctions/ofac/cons_add.csv',
  'cons_comments.csv': 'sanctions/ofac/cons_comments.csv',
  'un-consolidated.xml': 'sanctions/un/UN_consolidated.xml',
  'tor-exits.csv': 'ip-reputation/tor/tor-exits.csv',
  'vpn-ipv4.txt': 'ip-reputation/x4bnet/vpn-ipv4.txt',
  'vpn-ipv6.txt': 'ip-reputation/x4bnet/vpn-ipv6.txt',
  'datacenter-ipv4.txt': 'ip-reputation/x4bnet/datacenter-ipv4.txt',
  'datacenter-ipv6.txt': 'ip-reputation/x4bnet/datacenter-ipv6.txt',
  'cloud-amazon-ipv4.txt': 'ip-reputation/cloud-ranges/amazon-ipv4.txt',
  'cloud-amazon-ipv6.txt': 'ip-reputation/cloud-ranges/amazon-ipv6.txt',
  'cloud-google-ipv4.txt': 'ip-reputation/cloud-ranges/google-ipv4.txt',
  'cloud-microsoft-ipv4.txt': 'ip-reputation/cloud-ranges/microsoft-ipv4.txt',
  'cloud-oracle-ipv4.txt': 'ip-reputation/cloud-ranges/oracle-ipv4.txt',
  'cloud-digitalocean-ipv4.txt': 'ip-reputation/cloud-ranges/digitalocean-ipv4.txt',
  'cloud-linode-ipv4.txt': 'ip-reputation/cloud-ranges/linode-ipv4.txt',
  'cloud-vultr-ipv4.txt': 'ip-reputation/cloud-ranges/vultr-ipv4.txt',
  'bad-asn-list.csv': 'ip-reputation/bad-asn/bad-asn-list.csv',
  'binlist-ranges.csv': 'bin/binlist-ranges.csv',
};

const from = process.argv[2];
if (!from) {
  console.error('Usage: data:bundle <folder of the plain list files>');
  process.exit(1);
}
let plain = 0;
let packed = 0;
for (const [name, path] of Object.entries(FILES)) {
  const raw = readFileSync(join(from, path));
  const out = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  writeFileSync(join(BUNDLED_DIR, `${name}.br`), out);
  plain += raw.length;
  packed += out.length;
  console.log(`${name.padEnd(30)} ${String(raw.length).padStart(9)} -> ${out.length}`);
}
console.log(`total ${plain} bytes -> ${packed} bytes`);
