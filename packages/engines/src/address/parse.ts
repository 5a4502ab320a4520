import { countryCode } from '../common/countries.js';

/** Components read from a free-text address by {@link parseAddress}. Unknown parts are null. */
export interface ParsedAddress {
  houseNumber: string | null;
  street: string | null;
  /** "PO Box 123" when the address is a post-office box. */
  poBox: string | null;
  postcode: string | null;
  /** ISO alpha-2 found in the text (last comma part), or null. */
  country: string | null;
  /** Region hints (e.g. a US state code next to the ZIP). */
  regionHints: string[];
  /** City candidates in priority order (later comma parts first, longest word runs first). */
  cityCandidates: string[];
  /** The comma-separated parts, trimmed. */
  parts: string[];
}

const US_STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND ' +
    'OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR'
  ).split(' '),
);

/** Common country spellings that ISO names miss. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  'u s a': 'US',
  'u s': 'US',
  'united states': 'US',
  america: 'US',
  uk: 'GB',
  'u k': 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  deutschland: 'DE',
  holland: 'NL',
  'the netherlands': 'NL',
  espana: 'ES',
  españa: 'ES',
  italia: 'IT',
  schweiz: 'CH',
  suisse: 'CH',
  osterreich: 'AT',
  österreich: 'AT',
  danmark: 'DK',
  sverige: 'SE',
  norge: 'NO',
  czech: 'CZ',
  'czech republic': 'CZ',
  korea: 'KR',
  'south korea': 'KR',
  russia: 'RU',
  uae: 'AE',
};

const STREET_WORDS =
  /\b(street|st|road|rd|avenue|ave|lane|ln|way|drive|dr|boulevard|blvd|court|ct|place|pl|square|sq|terrace|close|crescent|parkway|pkwy|highway|hwy|alley|row|mews|gardens|hill|strasse|straße|str|weg|gasse|platz|allee|rue|avenida|calle|via|viale|piazza|vej|gade|gatan|gata|vagen|vägen|laan|straat|plein|ulica)\b\.?/i;
/** Street words that end compound names: "Hauptstraße", "Kirkevej", "Drottninggatan", "Dorpsstraat". */
const STREET_SUFFIX =
  /\p{L}(straße|strasse|str\.|weg|gasse|platz|allee|vej|gade|gatan|gata|vägen|vagen|straat|laan|plein)(\s|$)/iu;
const hasStreetWord = (s: string): boolean => STREET_WORDS.test(s) || STREET_SUFFIX.test(s);
const PO_BOX =
  /^(p\.?\s*o\.?\s*box|post\s*office\s*box|postfach|apartado(?:\s+postal)?|bo[iî]te\s+postale|b\.?p\.?)\s*(\d+)\b/i;

/** Postcode patterns tried on non-street parts, most specific first. */
const POSTCODES: RegExp[] = [
  /\b([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\b/i, // UK
  /\b([A-Z]\d[A-Z]\s?\d[A-Z]\d)\b/i, // Canada
  /\b(\d{5}-\d{4})\b/, // US ZIP+4
  /\b(\d{3}\s?\d{2})\b(?=\s|$)/, // SE/CZ/GR style "123 45" and US ZIP
  /\b(\d{4,6})\b/, // generic numeric
];

function toCountry(part: string): string | null {
  const key = part.toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
  if (COUNTRY_ALIASES[key]) return COUNTRY_ALIASES[key] ?? null;
  if (/^[a-z]{2}$/i.test(part) && US_STATES.has(part.toUpperCase())) return null; // "CA" is read as California
  return countryCode(part);
}

/** All word runs of a part, longest first, later runs first among equals. */
function wordRuns(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let n = words.length; n >= 1; n--) {
    for (let i = words.length - n; i >= 0; i--) out.push(words.slice(i, i + n).join(' '));
  }
  return out;
}

/**
 * Reads address components with documented heuristics:
 * 1. split on commas; a last part that names a country (ISO name/code or a common alias) is the country
 *    (a two-letter US state code such as "CA" is read as a state, not Canada);
 * 2. the street part is the first of the first two parts that starts or ends with a house number or
 *    contains a street word (street, road, avenue, straße, rue, calle, vej…); "PO Box N" is a PO box;
 *    `12 Main St` → house number 12, street "Main St"; `Hauptstraße 5` → street "Hauptstraße", number 5;
 * 3. a postcode is searched in the other parts (UK, Canadian, US ZIP(+4), then 4–6 digit codes), and
 *    a two-letter US state code beside it becomes a region hint;
 * 4. what is left of the other parts gives the city candidates (later parts first, longest word run
 *    first) for the gazetteer to confirm.
 */
export function parseAddress(address: string): ParsedAddress {
  const parts = address
    .split(/[,\n;]+/)
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  const out: ParsedAddress = {
    houseNumber: null,
    street: null,
    poBox: null,
    postcode: null,
    country: null,
    regionHints: [],
    cityCandidates: [],
    parts,
  };
  const rest = [...parts];
  if (rest.length > 1) {
    const c = toCountry(rest[rest.length - 1] as string);
    if (c) {
      out.country = c;
      rest.pop();
    }
  }
  // Street / PO box part
  let streetIdx = -1;
  for (let i = 0; i < Math.min(2, rest.length); i++) {
    const p = rest[i] as string;
    const box = PO_BOX.exec(p);
    if (box) {
      out.poBox = `PO Box ${box[2]}`;
      streetIdx = i;
      break;
    }
    const lead = /^(\d+[A-Za-z]?(?:[-/]\d+[A-Za-z]?)?)\s+(.+)$/.exec(p);
    const trail = /^(.*\D)\s+(\d+[A-Za-z]?(?:[-/]\d+[A-Za-z]?)?)$/.exec(p);
    // "12 Main St": a street word, or a short number at the start of the first part (not a postcode).
    if (
      lead &&
      /\p{L}/u.test(lead[2] as string) &&
      (hasStreetWord(p) || (i === 0 && rest.length > 1 && (lead[1] as string).length <= 3))
    ) {
      out.houseNumber = lead[1] ?? null;
      out.street = lead[2] ?? null;
      streetIdx = i;
      break;
    }
    if (trail && hasStreetWord(trail[1] as string)) {
      out.street = trail[1] ?? null;
      out.houseNumber = trail[2] ?? null;
      streetIdx = i;
      break;
    }
    if (hasStreetWord(p) && rest.length > 1) {
      out.street = p;
      streetIdx = i;
      break;
    }
  }
  // Postcode and region hints in the remaining parts (last first)
  const remaining: string[] = [];
  for (let i = rest.length - 1; i >= 0; i--) {
    if (i === streetIdx) continue;
    let p = rest[i] as string;
    if (!out.postcode) {
      for (const re of POSTCODES) {
        const m = re.exec(p);
        if (m && m[1]) {
          out.postcode = m[1].toUpperCase().replace(/\s+/g, ' ');
          p = (p.slice(0, m.index) + ' ' + p.slice(m.index + m[0].length)).trim();
          break;
        }
      }
    }
    const state = /(?:^|\s)([A-Z]{2})$/.exec(p);
    if (state && US_STATES.has(state[1] as string)) {
      out.regionHints.push(state[1] as string);
      p = p.slice(0, state.index).trim();
    }
    if (p) remaining.push(p);
  }
  for (const p of remaining) out.cityCandidates.push(...wordRuns(p));
  // A single-part address with a street: the words after the street may hold the city.
  if (remaining.length === 0 && out.street) {
    const runs = wordRuns(out.street).filter((r) => !hasStreetWord(r));
    out.cityCandidates.push(...runs);
  }
  return out;
}

/** Address type from keywords: po_box, commercial, residential, else unknown. */
export function addressTypeOf(
  address: string,
  parsed: ParsedAddress,
): 'po_box' | 'commercial' | 'residential' | 'unknown' {
  if (parsed.poBox) return 'po_box';
  if (
    /\b(suite|ste|floor|fl|office|offices|building|bldg|tower|plaza|industrial|business\s+park|trading\s+estate|warehouse|inc|ltd|llc|gmbh|plc|corp|corporation|company|headquarters|hq|mall|shopping\s+cent(?:er|re))\b/i.test(
      address,
    )
  ) {
    return 'commercial';
  }
  if (
    /\b(apt|apartment|flat|house|home|residence|residential|cottage|villa|bungalow|condo|condominium|dormitory)\b/i.test(
      address,
    )
  ) {
    return 'residential';
  }
  return 'unknown';
}
