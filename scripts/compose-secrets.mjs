#!/usr/bin/env node
/**
 * Writes the secrets compose.yaml hands the API (docs/delivery.md, "Deployable artifacts"), each a
 * random value in its own file, for a local `docker compose up`:
 *
 *   node scripts/compose-secrets.mjs [--dir <dir>]    default deploy/secrets (git- and docker-ignored)
 *
 * jwt_secret.txt           JWT_SECRET: 48 random bytes, base64url (the API wants 32 characters or more)
 * key_encryption_key.txt   KEY_ENCRYPTION_KEY: 32 random bytes, hex (the API's AES-256 key)
 *
 * A file that exists is kept: a new JWT secret signs every user out, and a new encryption key
 * leaves the stored API keys unreadable. The folder is private (0700); the files are 0644 because
 * Compose bind-mounts them as they are and the API runs as another user (`node`) in its container.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dirIndex = args.indexOf('--dir');
const dir = path.resolve(
  dirIndex === -1 ? path.join(root, 'deploy', 'secrets') : args[dirIndex + 1],
);

const SECRETS = {
  'jwt_secret.txt': () => randomBytes(48).toString('base64url'),
  'key_encryption_key.txt': () => randomBytes(32).toString('hex'),
};

mkdirSync(dir, { recursive: true, mode: 0o700 });
chmodSync(dir, 0o700);
for (const [name, generate] of Object.entries(SECRETS)) {
  const file = path.join(dir, name);
  if (existsSync(file)) {
    console.log(`kept     ${path.relative(process.cwd(), file)}`);
    continue;
  }
  writeFileSync(file, `${generate()}\n`, { mode: 0o644, flag: 'wx' });
  console.log(`written  ${path.relative(process.cwd(), file)}`);
}
