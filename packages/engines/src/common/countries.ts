import countries from 'i18n-iso-countries';
import countryToCurrency from 'country-to-currency';
import type { CountryInfo } from './schema.js';
import { require } from './packages.js';

countries.registerLocale(require('i18n-iso-countries/langs/en.json') as countries.LocaleData);

/** Country details for an ISO alpha-2 code, or null for an empty/unknown code. */
export function countryInfo(alpha2: string | null | undefined): CountryInfo | null {
  if (!alpha2) return null;
  const code = alpha2.toUpperCase();
  if (!countries.isValid(code)) return null;
  const numeric = countries.alpha2ToNumeric(code);
  return {
    alpha2: code,
    name: countries.getName(code, 'en') ?? null,
    numeric: numeric ? Number(numeric) : null,
  };
}

/** English name → alpha-2 (also accepts alpha-2/alpha-3 codes); null when unknown. */
export function countryCode(nameOrCode: string): string | null {
  const s = nameOrCode.trim();
  if (!s) return null;
  if (s.length === 2 && countries.isValid(s.toUpperCase())) return s.toUpperCase();
  if (s.length === 3 && countries.isValid(s.toUpperCase()))
    return countries.alpha3ToAlpha2(s.toUpperCase()) ?? null;
  return countries.getAlpha2Code(s, 'en') ?? null;
}

/** ISO 4217 currency of a country (country-to-currency), or null. */
export function currencyOf(alpha2: string | null | undefined): string | null {
  if (!alpha2) return null;
  return (countryToCurrency as Record<string, string | undefined>)[alpha2.toUpperCase()] ?? null;
}
