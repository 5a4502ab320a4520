/**
 * Operator commands against the database that PULSE_STATE_DIR / DATABASE_URL name.
 *
 *   pnpm --filter @pulse/api cli -- set-service <email> <service> on|off
 *   pnpm --filter @pulse/api cli -- show <email>
 *   pnpm --filter @pulse/api cli -- grant-calls <email> <service> <n>
 *   pnpm --filter @pulse/api cli -- catalog list
 *   pnpm --filter @pulse/api cli -- catalog set <service> <field> <value>
 *
 * Services: fraudEngine and the seven sub-services (phoneLookup, emailLookup, binLookup,
 * addressLookup, ipLookup, amlPerson, amlBusiness). Data sets: `data:import` (src/commands/data-import.ts).
 */
import { ConfigError, loadConfig } from '../config.js';
import { EDITABLE_FIELDS, parseCatalogValue, type EditableField } from '../domain/catalog.js';
import { SERVICE_FLAGS, serviceFlags, type ServiceFlag } from '../domain/services.js';
import type { Repositories } from '../repositories/index.js';
import { runAsMain } from '../lib/command.js';
import { runOperatorJob } from './operator-run.js';

const USAGE = `Usage:
  cli set-service <email> <service> on|off   turn a service on or off for a client
  cli show <email>                           print a client's account and service flags
  cli grant-calls <email> <service> <n>      credit n paid calls of a service to a client
  cli catalog list                           print the service catalog
  cli catalog set <service> <field> <value>  edit the catalog (fields: ${Object.keys(EDITABLE_FIELDS).join(', ')};
                                             money in cents; "none" clears category / topUpMinimum)
Services: ${SERVICE_FLAGS.join(', ')}`;

const COMMANDS = ['set-service', 'show', 'grant-calls', 'catalog'];

/** Checks the arguments before the database is opened. */
function checkArgs(command: string, rest: string[]): void {
  const isService = (s: string | undefined) =>
    !!s && (SERVICE_FLAGS as readonly string[]).includes(s);
  if (command === 'catalog') {
    const [sub, service, field, value] = rest;
    if (sub === 'list') return;
    if (sub !== 'set') throw new UsageError('catalog takes "list" or "set"');
    if (!isService(service)) throw new UsageError(`Unknown service "${service ?? ''}"`);
    if (!field || !(field in EDITABLE_FIELDS))
      throw new UsageError(`Unknown catalog field "${field ?? ''}"`);
    if (value === undefined) throw new UsageError('A value is required');
    try {
      parseCatalogValue(field as EditableField, value);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    return;
  }
  const [email, service, arg] = rest;
  if (!email) throw new UsageError('An e-mail address is required');
  if (command === 'set-service') {
    if (!isService(service)) throw new UsageError(`Unknown service "${service ?? ''}"`);
    if (arg !== 'on' && arg !== 'off') throw new UsageError('The last argument must be on or off');
  }
  if (command === 'grant-calls') {
    if (!isService(service)) throw new UsageError(`Unknown service "${service ?? ''}"`);
    if (!arg || !/^\d{1,9}$/.test(arg) || Number(arg) < 1)
      throw new UsageError('The number of calls must be a whole number >= 1');
  }
}

function catalogTable(rows: Awaited<ReturnType<Repositories['catalog']['list']>>): string {
  const head = ['service', 'name', 'category', 'free/month', 'cents/call', 'top-up min'];
  const body = rows.map((r) => [
    r.key,
    r.displayName,
    r.category ?? '-',
    String(r.freeCallsPerMonth),
    String(r.costPerCallCents),
    r.topUpMinimum === null ? 'none' : String(r.topUpMinimum),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  return [head, ...body]
    .map((cols) =>
      cols
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

class UsageError extends Error {}

/** Splits and checks the arguments. @returns the command and its arguments, or undefined for help */
function parseCli(argv: string[]): { command: string; rest: string[] } | undefined {
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') return undefined;
  if (!COMMANDS.includes(command)) throw new UsageError(`Unknown command "${command}"`);
  checkArgs(command, rest);
  return { command, rest };
}

/**
 * Runs one command on the given repositories (this process's, or the running API's when the job
 * was handed over the operator channel). @returns the text to print
 * @throws UsageError for bad arguments, Error for unknown clients
 */
export async function cliJob(repos: Repositories, argv: string[]): Promise<string> {
  const parsed = parseCli(argv);
  if (!parsed) return USAGE;
  const { command, rest } = parsed;
  const [email, service, state] = rest;
  await repos.catalog.seed();
  if (command === 'catalog') {
    const [sub, key, field, value] = rest as [string, string, EditableField, string];
    if (sub === 'list') return catalogTable(await repos.catalog.list());
    const parsedValue = parseCatalogValue(field, value);
    if (!(await repos.catalog.set(key, field, parsedValue))) throw new Error(`No service ${key}`);
    return `${key}.${field} = ${parsedValue === null ? 'none' : String(parsedValue)}`;
  }
  if (!email) throw new UsageError('An e-mail address is required');
  if (command === 'set-service') {
    const ok = await repos.clients.setService(email, service as ServiceFlag, state === 'on');
    if (!ok) throw new Error(`No client with e-mail ${email}`);
    return `${service} is now ${state} for ${email.toLowerCase()}`;
  }
  const client = await repos.clients.findByEmail(email);
  if (!client) throw new Error(`No client with e-mail ${email}`);
  if (command === 'grant-calls') {
    const paid = await repos.metering.grant(client.id, service as string, Number(state));
    return `granted ${state} ${service} calls to ${client.email}: ${paid} paid calls available`;
  }
  return JSON.stringify({ ...client, ...serviceFlags(client) }, null, 2);
}

/**
 * Runs one command from the command line: arguments are checked before the database is touched.
 * @returns the text to print
 * @throws UsageError for bad arguments, StateLockedError when another command holds the database
 */
export async function runCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = (l) => console.error(l),
): Promise<string> {
  const parsed = parseCli(argv);
  if (!parsed) return USAGE;
  const config = loadConfig(env, { seedDemo: false });
  const args = [parsed.command, ...parsed.rest];
  return runOperatorJob(config, { command: 'cli', argv: args }, log, (repos) =>
    cliJob(repos, args),
  );
}

runAsMain(import.meta.url, runCli, (err) => {
  if (err instanceof UsageError) return `${err.message}\n\n${USAGE}`;
  if (err instanceof ConfigError) return err.message;
  return undefined;
});
