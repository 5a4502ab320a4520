import { describe, expect, it } from 'vitest';
import {
  buildNodeFetch,
  buildPythonRequests,
  buildSample,
  pythonLiteral,
  type SampleRequest,
} from './code-samples';

const req: SampleRequest = {
  apiBase: 'https://pulse.example.com/api/',
  path: '/amlperson',
  licenseKey: 'pk_live_abc',
  clientId: 'cl_1',
  body: { f_name: 'O\'Brien "Al"', fuzzy_amlp: '2', latitude: 51.5, flag: true, none: null },
};

describe('code samples', () => {
  it('Node (fetch): the same POST, headers and JSON body', () => {
    expect(buildNodeFetch(req)).toBe(
      [
        'const response = await fetch("https://pulse.example.com/api/amlperson", {',
        "  method: 'POST',",
        '  headers: {',
        '    licensekey: "pk_live_abc",',
        '    clientid: "cl_1",',
        "    'content-type': 'application/json',",
        '  },',
        '  body: JSON.stringify({',
        '    "f_name": "O\'Brien \\"Al\\"",',
        '    "fuzzy_amlp": "2",',
        '    "latitude": 51.5,',
        '    "flag": true,',
        '    "none": null',
        '  }),',
        '});',
        'const data = await response.json();',
        'console.log(response.status, data);',
      ].join('\n'),
    );
  });

  it('Node (fetch): the body is exactly what the form sends', () => {
    const code = buildNodeFetch(req);
    const json = /JSON\.stringify\(([\s\S]*)\),\n\}\);/.exec(code)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(req.body);
  });

  it('Python (requests): the same POST with json=, Python literals', () => {
    expect(buildPythonRequests(req)).toBe(
      [
        'import requests',
        '',
        'response = requests.post(',
        '    "https://pulse.example.com/api/amlperson",',
        '    headers={',
        '        "licensekey": "pk_live_abc",',
        '        "clientid": "cl_1",',
        '    },',
        '    json={',
        '        "f_name": "O\'Brien \\"Al\\"",',
        '        "fuzzy_amlp": "2",',
        '        "latitude": 51.5,',
        '        "flag": True,',
        '        "none": None,',
        '    },',
        '    timeout=30,',
        ')',
        'print(response.status_code, response.json())',
      ].join('\n'),
    );
  });

  it('renders nested and empty values as Python', () => {
    expect(pythonLiteral({})).toBe('{}');
    expect(pythonLiteral([])).toBe('[]');
    expect(pythonLiteral({ a: [1, false] })).toBe(
      '{\n    "a": [\n        1,\n        False,\n    ],\n}',
    );
  });

  it('picks the sample by language, curl by default', () => {
    expect(buildSample('curl', req)).toContain(
      "curl -X POST 'https://pulse.example.com/api/amlperson'",
    );
    expect(buildSample('node', req)).toContain('await fetch(');
    expect(buildSample('python', req)).toContain('requests.post(');
  });
});
