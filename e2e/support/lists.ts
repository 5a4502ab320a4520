/**
 * Imports a changed copy of the bundled UN consolidated list into the API under test, the way an
 * operator does (`data:import un <file>`): the command hands the job to
 * the running API over its operator channel, which replaces the list, records the list update
 * and starts the monitoring re-screen.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync } from 'node:zlib';
import { productDatabaseEnv } from './database';
import { repoRoot, stateDir } from './servers';
import { scaled } from './time';

const run = promisify(execFile);

/** An individual to add to the list: a DATAID of its own (not in the bundled list), names, a birth year. */
export interface ListedPerson {
  dataId: number;
  firstName: string;
  secondName: string;
  birthYear?: number;
  /** Put in COMMENTS1; a changed remark is not a list change (not a compared field). */
  remark?: string;
  /** A program (UN_LIST_TYPE); changing it changes the entry. */
  program?: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function individualXml(p: ListedPerson): string {
  const dob = p.birthYear
    ? `<INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><YEAR>${p.birthYear}</YEAR></INDIVIDUAL_DATE_OF_BIRTH>`
    : '';
  return `<INDIVIDUAL>
      <DATAID>${p.dataId}</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>${escapeXml(p.firstName)}</FIRST_NAME>
      <SECOND_NAME>${escapeXml(p.secondName)}</SECOND_NAME>
      <UN_LIST_TYPE>${escapeXml(p.program ?? 'DRC')}</UN_LIST_TYPE>
      <REFERENCE_NUMBER>CDi.9${p.dataId % 1000}</REFERENCE_NUMBER>
      <LISTED_ON>2026-11-01</LISTED_ON>
      <COMMENTS1>${escapeXml(p.remark ?? '')}</COMMENTS1>
      <LIST_TYPE><VALUE>UN List</VALUE></LIST_TYPE>
      ${dob}
    </INDIVIDUAL>
    `;
}

/**
 * Writes the bundled UN list with `added` people appended and imports it into the API under test.
 * @returns what the command printed (the new version and record count)
 * @throws when the command fails (its output in the message)
 */
export async function importUnListWith(
  added: readonly ListedPerson[],
  label: string,
): Promise<string> {
  const xml = brotliDecompressSync(
    readFileSync(path.join(repoRoot, 'apps', 'api', 'data', 'un-consolidated.xml.br')),
  ).toString('utf8');
  const at = xml.indexOf('<INDIVIDUAL>');
  if (at < 0) throw new Error('the bundled UN list has no INDIVIDUAL');
  const changed = xml.slice(0, at) + added.map(individualXml).join('') + xml.slice(at);
  const dir = path.join(stateDir, 'lists');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `un-${label}.xml`);
  writeFileSync(file, changed);
  const { stdout } = await run(
    process.execPath,
    [path.join(repoRoot, 'apps', 'api', 'dist', 'commands', 'data-import.js'), 'un', file],
    {
      cwd: path.join(repoRoot, 'apps', 'api'),
      // The API's own database: on PGlite the command hands the job to the API that holds the
      // state folder; on PostgreSQL it writes the list itself and the API reads it from there.
      env: {
        ...process.env,
        PULSE_STATE_DIR: path.join(stateDir, 'api'),
        ...productDatabaseEnv(stateDir),
      },
      timeout: scaled(120_000),
    },
  );
  return stdout;
}
