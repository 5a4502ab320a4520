/**
 * Reads the environment through {@link EnvSchema}: each variable by its declared type and bounds,
 * each problem as one line for the operator (config.ts turns them into a ConfigError).
 */
import { readFileSync } from 'node:fs';
import { ENV_VARIABLES, FILE_VARIABLES, type Env, type EnvKeywords } from './config-schema.js';

export { FILE_VARIABLES } from './config-schema.js';

/** Raw environment variables, as in `process.env`. */
export type RawEnv = Record<string, string | undefined>;

type VariableSchema = EnvKeywords & {
  type?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
};

const ON = ['1', 'true', 'on', 'yes'];
const OFF = ['0', 'false', 'off', 'no'];

/**
 * The environment with each `<NAME>_FILE` of {@link FILE_VARIABLES} read into `<NAME>`: the file's
 * content without its trailing line break (secret files are usually written with one).
 * @param env environment variables; not modified
 * @param problems receives one line per file that cannot be read or is empty, and per variable
 *   given both ways (which one wins would be a guess)
 * @returns a copy of `env` with the files' values in place
 */
export function withFileVariables(env: RawEnv, problems: string[]): RawEnv {
  const resolved: RawEnv = { ...env };
  for (const name of FILE_VARIABLES) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file) continue;
    if (env[name]?.trim()) {
      problems.push(`${name} and ${name}_FILE are both set: give one of them`);
      continue;
    }
    try {
      const value = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
      if (!value.trim()) problems.push(`${name}_FILE: ${file} is empty`);
      resolved[name] = value;
    } catch (err) {
      problems.push(`${name}_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code})`);
    }
  }
  return resolved;
}

/** Accepts 64 hex characters or base64/base64url of exactly 32 bytes. */
export function parseKey(raw: string): Buffer | undefined {
  const s = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(s)) return Buffer.from(s, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(s)) {
    const b = Buffer.from(s, 'base64');
    if (b.length === 32) return b;
  }
  return undefined;
}

function readInteger(name: string, raw: string, s: VariableSchema, problems: string[]): number {
  const def = s.default as number;
  const [min, max] = [s.minimum ?? 0, s.maximum ?? Number.MAX_SAFE_INTEGER];
  if (s.parse === 'interval' && ['daily', 'on', '1'].includes(raw.trim().toLowerCase()))
    return 86_400_000;
  if (!/^\d+$/.test(raw.trim())) {
    problems.push(`${name} must be a whole number between ${min} and ${max} (got "${raw}")`);
    return def;
  }
  const n = Number(raw);
  if (n < min || n > max) problems.push(`${name} must be between ${min} and ${max} (got ${n})`);
  return n;
}

function readBoolean(name: string, raw: string, s: VariableSchema, problems: string[]): boolean {
  if (s.parse === 'exact-flag') return raw.trim() === '1' || raw.trim() === 'true';
  const value = raw.trim().toLowerCase();
  if (ON.includes(value)) return true;
  if (OFF.includes(value)) return false;
  problems.push(`${name} must be 1/0, true/false, on/off or yes/no (got "${raw}")`);
  return s.default as boolean;
}

function readUrl(
  name: string,
  raw: string,
  protocols: string[],
  problems: string[],
): string | undefined {
  try {
    const u = new URL(raw);
    if (!protocols.includes(u.protocol)) {
      problems.push(
        `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${u.protocol}")`,
      );
    }
    return raw;
  } catch {
    problems.push(`${name} is not a valid URL`);
    return undefined;
  }
}

function readOrigins(name: string, raw: string, problems: string[]): string[] {
  const origins: string[] = [];
  for (const item of raw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)) {
    try {
      const u = new URL(item);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
      origins.push(u.origin);
    } catch {
      problems.push(`${name} must be a comma-separated list of http(s) origins (got "${item}")`);
    }
  }
  return origins;
}

function readString(name: string, raw: string, s: VariableSchema, problems: string[]): unknown {
  if (s.protocols) return readUrl(name, raw, s.protocols, problems);
  if (s.parse === 'key32') {
    if (!parseKey(raw)) {
      problems.push(`${name} must be 32 bytes: 64 hex characters or base64`);
      return undefined;
    }
    return raw;
  }
  if (s.minLength !== undefined) {
    if (raw.length < s.minLength) {
      problems.push(`${name} must be at least ${s.minLength} characters`);
      return undefined;
    }
    return raw;
  }
  // Plain text (host names, prefixes, secrets) is taken without surrounding blanks.
  return raw.trim() || s.default;
}

/**
 * Reads every variable of {@link EnvSchema} from `given`.
 * An unset or empty variable takes its default (or stays undefined when it has none); a variable
 * read by another module (`readBy`) is left to it.
 * @param given environment variables; `<NAME>_FILE` is read for the secrets that allow it
 * @param problems receives one line per invalid variable, in declaration order
 * @returns the typed environment; an invalid variable holds its default
 */
export function readEnv(given: RawEnv, problems: string[]): Env {
  const env = withFileVariables(given, problems);
  const out: Record<string, unknown> = {};
  for (const [name, schema] of ENV_VARIABLES) {
    const s = schema as VariableSchema;
    const raw = env[name];
    if (s.readBy) continue;
    // A blank flag or list counts as unset; a blank number is reported.
    const blank = (s.type === 'boolean' || s.type === 'array') && !raw?.trim();
    if (raw === undefined || raw === '' || blank) {
      out[name] = s.default;
      continue;
    }
    if (s.parse === 'origins') out[name] = readOrigins(name, raw, problems);
    else if (s.type === 'integer') out[name] = readInteger(name, raw, s, problems);
    else if (s.type === 'boolean') out[name] = readBoolean(name, raw, s, problems);
    else out[name] = readString(name, raw, s, problems);
  }
  return out as Env;
}
