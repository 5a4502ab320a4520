/**
 * Report fixtures built by the real engines of @pulse/engines (offline: no DNS, no downloads), so the
 * cards are tested against the exact shapes the API stores. Each helper returns a report detail as
 * GET /report/{id} answers it (API contract: `jsonResponse.results` holds the engine result).
 */
import {
  createAddressEngine,
  createBinEngine,
  createEmailEngine,
  createIpEngine,
  createPhoneEngine,
  createPlaceIndex,
} from '@pulse/engines';
import type { DnsResolver } from '@pulse/engines';
import { AmlIndex, emptyEntry, screenBusinessResult, screenPersonResult } from '@pulse/engines/aml';
import type { ListEntry } from '@pulse/engines/aml';
import type { ReportDetail, ServiceKey } from '@pulse/api-client';

export function reportOf(
  apiService: ServiceKey,
  results: unknown,
  inputRequest: Record<string, unknown> = {},
  referenceID = `rpt_${apiService}`,
): ReportDetail {
  return {
    clientId: 'cl_demo',
    apiService,
    requestType: 'dashboard',
    status: (results as { status?: string } | null)?.status ?? 'VERIFIED',
    inputRequest,
    report: {
      referenceID,
      apiKeyUsed: 'pk_live_…a1b2',
      requestDateTime: '2026-01-15T09:05:07.000Z',
      jsonResponse: { results: results as Record<string, unknown> },
    },
  };
}

/** A resolver that answers like a healthy domain with MX, SPF and DMARC. */
export const fakeResolver: DnsResolver = {
  resolveMx: async () => [
    { exchange: 'mx1.acme-corp.example', priority: 10 },
    { exchange: 'mx2.acme-corp.example', priority: 20 },
  ],
  resolveTxt: async (host) =>
    host.startsWith('_dmarc.')
      ? [['v=DMARC1; p=reject']]
      : [['v=spf1 include:_spf.acme-corp.example ~all']],
  reverse: async () => ['host-1.acme-corp.example'],
};

export const phoneResult = () => createPhoneEngine().lookup('+14155552671');
export const binResult = () => createBinEngine().lookup('411111');
export const emailResult = () =>
  createEmailEngine({ resolver: fakeResolver, canary: null }).lookup('jane.doe@acme-corp.example');
export const ipResult = () =>
  createIpEngine({ lists: { tor: { entries: ['185.220.101.0/24'] } }, resolver: null }).lookup(
    '185.220.101.7',
  );

const places = createPlaceIndex([
  {
    geonameId: 2643743,
    name: 'London',
    country: 'GB',
    adminCode: 'ENG',
    region: 'England',
    population: 8961989,
    featureCode: 'PPLC',
    latitude: 51.50853,
    longitude: -0.12574,
  },
]);

/** London address, current location in Reading (~58 km away). */
export const addressResult = () =>
  createAddressEngine({ places }).lookup({
    address: '10 Downing Street, London',
    country: 'GB',
    latitude: 51.4543,
    longitude: -0.9781,
  });

function person(id: number, name: string, extra: Partial<ListEntry> = {}): ListEntry {
  const [given, last] = name.split(' ');
  return {
    ...emptyEntry('ofac-sdn', String(id), name, 'individual'),
    givenNames: given ?? null,
    lastName: last ?? null,
    programs: ['RUSSIA-EO14024'],
    ...extra,
  };
}

const amlIndex = AmlIndex.build([
  {
    info: {
      source: 'ofac-sdn',
      name: 'OFAC SDN List',
      version: '2026-01-10',
      licence: 'Public domain',
      recordCount: 9,
    },
    records: [
      person(1001, 'Ivan Petrov', {
        datesOfBirth: [
          { text: '1970-03-02', year: 1970, month: 3, day: 2, yearTo: null, approximate: false },
        ],
        placesOfBirth: ['Moscow, Russia'],
        citizenships: ['RU'],
        positions: ['Deputy Minister'],
        gender: 'male',
        links: ['https://sanctionssearch.ofac.treas.gov/Details.aspx?id=1001'],
        aliases: [{ name: 'Ivan Petroff', kind: 'aka' }],
      }),
      person(1002, 'Ivan Petrov'),
      person(1003, 'Ivan Petrova'),
      person(1004, 'Ivan Petrovs'),
      person(1005, 'Iwan Petrov'),
      person(1006, 'Ivan Petrow'),
      person(1007, 'Ivan Petroff'),
      {
        ...emptyEntry('ofac-sdn', '2001', 'Acme Shipping Holdings Ltd', 'entity'),
        addresses: ['Limassol, Cyprus'],
        programs: ['SDGT'],
        listDate: '2019-05-01',
      },
    ],
  },
]);

export const amlPersonResult = () =>
  screenPersonResult(amlIndex, { firstName: 'Ivan', lastName: 'Petrov', mode: '2' });
export const amlBusinessResult = () =>
  screenBusinessResult(amlIndex, { company: 'Acme Shipping Holdings', mode: '2' });
