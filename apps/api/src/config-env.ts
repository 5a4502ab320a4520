/**
 * Reads the environment through {@link EnvSchema}: TypeBox checks bounds and fills defaults; this
 * reader turns texts into values (numbers, flags, URLs, `parse` kinds, `_FILE` secrets) and words
 * each problem as one line for the operator (config.ts turns them into a ConfigError).
 */
import { readFileSync } from 'node:fs';
import { Value } from 'typebox/value';
import { parseKey } from './lib/crypto.js';
import { ENV_VARIABLES, EnvSchema, FILE_VARIABLES, type Env } from './config-schema.js';

/** Raw environment variables, as in `process.env`. */
export type RawEnv = Record<string, string | undefined>;

type Variable = (typeof ENV_VARIABLES)[number][1];
/** A flag's words: group 1 matches the words for on. */
const FLAG = /^(?:(1|true|on|yes)|0|false|off|no)$/i;

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

/** One variable's text as its value; `fail` gets each problem without the variable's name. */
function parse(raw: string, s: Variable, fail: (problem: string) => void): unknown {
  const text = raw.trim();
  const bounds = `between ${s.minimum as number} and ${s.maximum as number}`;
  if (s.parse === 'interval' && /^(daily|on|1)$/i.test(text)) return 86_400_000;
  if (s.parse === 'exact-flag') return text === '1' || text === 'true';
  if (s.parse === 'origins')
    return text.split(/\s*,\s*/).flatMap((item) => {
      const url = URL.canParse(item) ? new URL(item) : undefined;
      if (url?.protocol === 'http:' || url?.protocol === 'https:') return [url.origin];
      if (item) fail(`must be a comma-separated list of http(s) origins (got "${item}")`);
      return [];
    });
  if (s.type === 'integer') {
    if (!/^\d+$/.test(text)) return fail(`must be a whole number ${bounds} (got "${raw}")`);
    if (!Value.Check(s, Number(text))) fail(`must be ${bounds} (got ${Number(text)})`);
    return Number(text);
  }
  const flag = FLAG.exec(text);
  if (s.type === 'boolean')
    return flag ? !!flag[1] : fail(`must be 1/0, true/false, on/off or yes/no (got "${raw}")`);
  if (s.protocols) {
    if (!URL.canParse(raw)) return fail('is not a valid URL');
    const { protocol } = new URL(raw);
    const wanted = s.protocols.map((p) => `${p}//`).join(' or ');
    if (!s.protocols.includes(protocol)) fail(`must start with ${wanted} (got "${protocol}")`);
    return raw;
  }
  if (s.parse === 'key32')
    return parseKey(raw) ? raw : fail('must be 32 bytes: 64 hex characters or base64');
  if (s.minLength !== undefined)
    return Value.Check(s, raw) ? raw : fail(`must be at least ${s.minLength as number} characters`);
  // Plain text (host names, prefixes, secrets) is taken without surrounding blanks.
  return text || undefined;
}

/**
 * Reads every variable of {@link EnvSchema} from `given`: an unset or empty one takes its default
 * (or stays undefined without one); one read by another module (`readBy`) is left to it.
 * @param given environment variables; `<NAME>_FILE` is read for the secrets that allow it
 * @param problems receives one line per invalid variable, in declaration order
 * @returns the typed environment, to be used only when no problem was added
 */
export function readEnv(given: RawEnv, problems: string[]): Env {
  const env = withFileVariables(given, problems);
  const out: Record<string, unknown> = {};
  for (const [name, s] of ENV_VARIABLES) {
    const raw = env[name];
    // A blank flag or list counts as unset; a blank number is reported.
    const blank = (s.type === 'boolean' || s.type === 'array') && !raw?.trim();
    if (s.readBy || raw === undefined || raw === '' || blank) continue;
    out[name] = parse(raw, s, (problem) => void problems.push(`${name} ${problem}`));
  }
  return Value.Default(EnvSchema, out) as Env;
}
