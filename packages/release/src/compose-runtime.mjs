/**
 * What Docker Compose gives a service of compose.yaml when it runs, worked out without a Docker
 * daemon, for the tests that run each service's program here (docs/delivery.md, "Deployable
 * artifacts"): the image's ENV, ENTRYPOINT and CMD (its Dockerfile stage), then the service's
 * env_file and environment, `${NAME:-default}` interpolation, and its secrets mounted at
 * /run/secrets/<name>. The tests then substitute what exists only inside Docker (host names,
 * volume paths) and say so.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** @returns compose.yaml of `root`, parsed with YAML merge keys (`<<:`) as Compose reads them */
export function readCompose(root) {
  return parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8'), { merge: true });
}

/**
 * Compose's interpolation: `${NAME}`, `${NAME:-default}` (default when unset or empty),
 * `${NAME-default}` (default when unset), `$$` for a literal `$`.
 * @param {string} value a string of compose.yaml
 * @param {Record<string, string | undefined>} vars the variables (the shell, `.env`)
 */
export function interpolate(value, vars) {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*))?\}/g,
    (all, name, op, def) => {
      if (all === '$$') return '$';
      const set = vars[name];
      if (op === ':-') return set ? set : def;
      if (op === '-') return set ?? def;
      return set ?? '';
    },
  );
}

/** `["a", "b"]` of a Dockerfile's exec form, or a shell form as `sh -c` would run it. */
function commandForm(text) {
  const trimmed = text.trim();
  return trimmed.startsWith('[') ? JSON.parse(trimmed) : ['/bin/sh', '-c', trimmed];
}

/** `K=V K2="V 2"` of an ENV or ARG instruction, with `${ARG}` expanded from `vars`. */
function assignments(text, vars) {
  const out = {};
  for (const match of text.matchAll(/([A-Za-z_][A-Za-z0-9_]*)(?:=("[^"]*"|\S*))?/g)) {
    const raw = match[2] ?? '';
    const unquoted = raw.startsWith('"') ? raw.slice(1, -1) : raw;
    out[match[1]] = interpolate(unquoted, vars);
  }
  return out;
}

/**
 * The ENV, WORKDIR, ENTRYPOINT and CMD of one stage of a Dockerfile (its build arguments' defaults
 * expanded), as the image built from it carries them.
 * @param {string} file the Dockerfile
 * @param {string | undefined} target the stage (`FROM … AS <target>`); the last one when undefined
 * @param {Record<string, string>} buildArgs build arguments given (compose's `build.args`)
 * @returns {{ env: Record<string, string>, entrypoint: string[], cmd: string[], workdir: string }}
 * @throws Error when the stage is not in the file
 */
export function dockerfileStage(file, target, buildArgs = {}) {
  const lines = readFileSync(file, 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'));
  const stages = [];
  for (const line of lines) {
    const [, instruction = '', rest = ''] = /^\s*(\S+)\s*(.*)$/.exec(line) ?? [];
    if (instruction.toUpperCase() === 'FROM') {
      stages.push({ name: /\sAS\s+(\S+)/i.exec(rest)?.[1], lines: [] });
    } else stages.at(-1)?.lines.push([instruction.toUpperCase(), rest]);
  }
  const stage = target ? stages.find((s) => s.name === target) : stages.at(-1);
  if (!stage) throw new Error(`${file} has no stage "${target}"`);
  const vars = {};
  const result = { env: {}, entrypoint: [], cmd: [], workdir: '/' };
  for (const [instruction, rest] of stage.lines) {
    if (instruction === 'ARG') {
      for (const [name, def] of Object.entries(assignments(rest, vars))) {
        vars[name] = buildArgs[name] ?? def;
      }
    } else if (instruction === 'ENV') {
      Object.assign(result.env, assignments(rest, { ...vars, ...result.env }));
      Object.assign(vars, result.env);
    } else if (instruction === 'ENTRYPOINT') {
      result.entrypoint = commandForm(rest);
      result.cmd = [];
    } else if (instruction === 'CMD') result.cmd = commandForm(rest);
    else if (instruction === 'WORKDIR')
      result.workdir = path.posix.resolve(result.workdir, rest.trim());
  }
  return result;
}

/** A service's `environment` (map or `K=V` list) as a map; a bare `K` takes the host's value. */
function environmentMap(environment, vars) {
  if (!environment) return {};
  const entries = Array.isArray(environment)
    ? environment.map((entry) => {
        const i = entry.indexOf('=');
        return i === -1 ? [entry, vars[entry]] : [entry.slice(0, i), entry.slice(i + 1)];
      })
    : Object.entries(environment);
  return Object.fromEntries(
    entries
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => [name, interpolate(String(value), vars)]),
  );
}

/** `K=V` lines of an env_file (comments and blank lines skipped, one pair of quotes removed). */
function envFile(file, vars) {
  const out = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trim().startsWith('#')) continue;
    out[match[1]] = interpolate(match[2].replace(/^(['"])(.*)\1$/, '$2'), vars);
  }
  return out;
}

/**
 * How Compose runs one service: its environment (image ENV < env_file < environment), its
 * command line (ENTRYPOINT + the service's `command`, else the image's CMD) and its secrets.
 * @param {string} root the folder of compose.yaml
 * @param {string} name the service
 * @param {Record<string, string | undefined>} vars interpolation variables (the host's
 *   environment; `{}` gives compose.yaml's defaults)
 * @returns {{ env: Record<string, string>, argv: string[],
 *   secrets: { file: string, target: string }[], image: ReturnType<typeof dockerfileStage> | null }}
 */
export function serviceRuntime(root, name, vars = {}) {
  const compose = readCompose(root);
  const service = compose.services[name];
  if (!service) throw new Error(`compose.yaml has no service "${name}"`);
  const build = service.build;
  const buildArgs = Object.fromEntries(
    Object.entries(build?.args ?? {}).map(([k, v]) => [k, interpolate(String(v), vars)]),
  );
  const image = build
    ? dockerfileStage(
        path.join(root, build.context ?? '.', build.dockerfile ?? 'Dockerfile'),
        build.target,
        buildArgs,
      )
    : null;
  const envFiles = [service.env_file ?? []].flat().map((entry) => {
    const file = typeof entry === 'string' ? entry : entry.path;
    return envFile(path.join(root, file), vars);
  });
  const env = Object.assign({}, image?.env, ...envFiles, environmentMap(service.environment, vars));
  const command =
    service.command === undefined
      ? (image?.cmd ?? [])
      : typeof service.command === 'string'
        ? ['/bin/sh', '-c', service.command]
        : service.command;
  const secrets = (service.secrets ?? []).map((entry) => {
    const source = typeof entry === 'string' ? entry : entry.source;
    const target = typeof entry === 'string' ? source : (entry.target ?? source);
    return {
      file: path.join(root, compose.secrets[source].file),
      target: target.startsWith('/') ? target : `/run/secrets/${target}`,
    };
  });
  return { env, argv: [...(image?.entrypoint ?? []), ...command], secrets, image };
}
