import { buildCurl, type CurlRequest } from './build-curl';

/** The languages of the API request panel's samples, in tab order. */
export const SAMPLE_LANGUAGES = [
  { id: 'curl', label: 'curl', what: 'curl command' },
  { id: 'node', label: 'Node (fetch)', what: 'Node (fetch) code' },
  { id: 'python', label: 'Python (requests)', what: 'Python (requests) code' },
] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['id'];

/** The same request as every sample: POST {apiBase}{path}, the key headers and the JSON body. */
export type SampleRequest = CurlRequest;

const urlOf = ({ apiBase, path }: SampleRequest) => `${apiBase.replace(/\/+$/, '')}${path}`;

/** Indents every line but the first by `pad`. */
const indentRest = (text: string, pad: string) => text.split('\n').join(`\n${pad}`);

/**
 * Node 18+ (global fetch, ES modules for top-level await): the same POST with the licensekey,
 * clientid and content-type headers and the body as JSON. Strings are JSON literals, which are
 * valid JavaScript.
 */
export function buildNodeFetch(req: SampleRequest): string {
  const q = (s: string) => JSON.stringify(s);
  return [
    `const response = await fetch(${q(urlOf(req))}, {`,
    `  method: 'POST',`,
    `  headers: {`,
    `    licensekey: ${q(req.licenseKey)},`,
    `    clientid: ${q(req.clientId)},`,
    `    'content-type': 'application/json',`,
    `  },`,
    `  body: JSON.stringify(${indentRest(JSON.stringify(req.body, null, 2), '  ')}),`,
    `});`,
    `const data = await response.json();`,
    `console.log(response.status, data);`,
  ].join('\n');
}

/** A JSON value as a Python literal (True/False/None; strings as JSON literals, valid in Python). */
export function pythonLiteral(value: unknown, indent = 0): string {
  const pad = ' '.repeat(indent + 4);
  const end = ' '.repeat(indent);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${pad}${pythonLiteral(v, indent + 4)},`).join('\n')}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(
    ([, v]) => v !== undefined,
  );
  if (entries.length === 0) return '{}';
  return `{\n${entries
    .map(([k, v]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(v, indent + 4)},`)
    .join('\n')}\n${end}}`;
}

/** Python with requests: the same POST; `json=` sends the body and its content type. */
export function buildPythonRequests(req: SampleRequest): string {
  const q = (s: string) => JSON.stringify(s);
  return [
    'import requests',
    '',
    'response = requests.post(',
    `    ${q(urlOf(req))},`,
    '    headers={',
    `        "licensekey": ${q(req.licenseKey)},`,
    `        "clientid": ${q(req.clientId)},`,
    '    },',
    `    json=${pythonLiteral(req.body, 4)},`,
    '    timeout=30,',
    ')',
    'print(response.status_code, response.json())',
  ].join('\n');
}

/** The sample of one language for the request. */
export function buildSample(language: SampleLanguage, req: SampleRequest): string {
  if (language === 'node') return buildNodeFetch(req);
  if (language === 'python') return buildPythonRequests(req);
  return buildCurl(req);
}
