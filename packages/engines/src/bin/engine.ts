import creditCardType from 'credit-card-type';
import { countryInfo, currencyOf } from '../common/countries.js';
import { packageSource } from '../common/packages.js';
import { Decision, type EngineResult, type SourceInfo } from '../common/result.js';
import type { BinTable } from './table.js';
import type { BinResponse } from './schema.js';

const SCHEME_IDS: Record<string, string> = { 'american-express': 'amex', 'diners-club': 'diners' };
const SCHEME_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
  mir: 'Mir',
  elo: 'Elo',
  hiper: 'Hiper',
  hipercard: 'Hipercard',
};
const COMMERCIAL = /\b(business|corporate|commercial|purchasing|fleet)\b/i;

export interface BinEngineOptions {
  /** Imported BIN table (see `parseBinTable` + `createBinTable`); null/absent = not loaded. */
  table?: BinTable | null;
}

export interface BinEngine {
  lookup(bin: string): EngineResult<BinResponse>;
}

const CARD_TYPE_SOURCE = packageSource('credit-card-type', 'MIT');
const CURRENCY_SOURCE = packageSource('country-to-currency', 'MIT');

/**
 * Creates the BIN engine. The scheme, brand and lengths come from the card networks' published
 * prefixes (credit-card-type); issuer, country, type, level and prepaid from the imported BIN table.
 * Input: 6–8 digits (spaces and dashes ignored; 6–7 digits are looked up as the 6-digit BIN).
 *
 * Decision rules (most severe wins):
 *
 * | rule | status |
 * |---|---|
 * | input is not 6–8 digits | DECLINED |
 * | no card network and no BIN-table row matches (unknown range) | DECLINED |
 * | the table marks the range prepaid | SUSPICIOUS |
 * | otherwise | VERIFIED |
 *
 * A BIN the table does not hold, or a table that is not loaded, leaves the issuer fields null and
 * says so in the message and reasons (documented downgrade: the network decides alone).
 */
export function createBinEngine(options: BinEngineOptions = {}): BinEngine {
  const table = options.table ?? null;
  return {
    lookup(input) {
      const bin = String(input ?? '').replace(/[\s-]/g, '');
      const d = new Decision();
      const res: BinResponse = {
        bin,
        number: bin,
        brand: null,
        scheme: null,
        type: null,
        level: null,
        prepaid: null,
        commercial: null,
        currency: null,
        issuerName: null,
        issuerPhone: null,
        issuerWebsite: null,
        issuerCity: null,
        length: null,
        validLengths: [],
        valid: false,
        country: null,
      };
      if (!/^\d{6,8}$/.test(bin)) {
        d.fire('DECLINED', 'BIN must be 6 to 8 digits');
        return {
          status: d.status,
          message: 'Please enter a valid BIN number, it should be a 6 digit number',
          response: res,
          reasons: d.reasons,
          sources: [],
        };
      }
      const sources: SourceInfo[] = [CARD_TYPE_SOURCE];
      const network = creditCardType(bin)[0];
      if (network) {
        res.scheme = SCHEME_IDS[network.type] ?? network.type;
        res.brand = network.niceType;
        res.validLengths = [...network.lengths];
        if (network.lengths.length === 1) res.length = network.lengths[0] ?? null;
      }
      const match = table?.match(bin) ?? null;
      if (match && table) {
        const r = match.record;
        sources.push(table.source);
        res.scheme ??= r.scheme;
        res.brand ??= r.scheme ? (SCHEME_NAMES[r.scheme] ?? r.scheme) : null;
        res.type = r.type;
        res.level = r.brand;
        res.prepaid = r.prepaid;
        res.commercial = r.brand && COMMERCIAL.test(r.brand) ? true : null;
        res.issuerName = r.bankName;
        res.issuerPhone = r.bankPhone;
        res.issuerWebsite = r.bankUrl;
        res.issuerCity = r.bankCity;
        if (r.numberLength) res.length = r.numberLength;
        res.country = countryInfo(r.country);
        res.currency = currencyOf(r.country);
        if (res.currency) sources.push(CURRENCY_SOURCE);
        if (match.rows > 1)
          d.note(`BIN spans ${match.rows} table ranges: only the fields they share are shown`);
      }
      res.valid = !!network || !!match;
      if (!res.valid) {
        d.fire('DECLINED', 'Unknown BIN range: no card network or BIN-table row matches');
        return {
          status: d.status,
          message: `Unknown BIN range ${bin}`,
          response: res,
          reasons: d.reasons,
          sources,
        };
      }
      if (res.prepaid) d.fire('SUSPICIOUS', 'Prepaid card');
      let note = '';
      if (!table) {
        d.note('BIN table not loaded: issuer details unavailable');
        note = ' (BIN table not loaded: issuer details unavailable)';
      } else if (!match) {
        d.note('BIN not in the BIN table: issuer details unavailable');
        note = ' (issuer not in the BIN table)';
      }
      const what = [res.brand, res.type, res.issuerName, res.country?.name]
        .filter(Boolean)
        .join(', ');
      const head = d.status === 'VERIFIED' ? `Known ${what} card range` : `${what}: prepaid card`;
      return { status: d.status, message: head + note, response: res, reasons: d.reasons, sources };
    },
  };
}
