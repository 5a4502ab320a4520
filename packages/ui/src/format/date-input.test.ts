import { describe, expect, it } from 'vitest';
import { isoToParts, parseDisplayDate, partsToIso, toDisplayDate } from './date-input';

describe('parseDisplayDate', () => {
  it('parses DD/MM/YYYY to ISO', () => {
    expect(parseDisplayDate('07/10/1952')).toBe('1952-10-07');
    expect(parseDisplayDate('01/01/1900')).toBe('1900-01-01');
    expect(parseDisplayDate('31/12/2099')).toBe('2099-12-31');
    expect(parseDisplayDate('29/02/2000')).toBe('2000-02-29');
  });
  it('accepts one-digit parts, other separators and surrounding spaces', () => {
    expect(parseDisplayDate('7/1/1952')).toBe('1952-01-07');
    expect(parseDisplayDate('07.10.1952')).toBe('1952-10-07');
    expect(parseDisplayDate('07-10-1952')).toBe('1952-10-07');
    expect(parseDisplayDate(' 07/10/1952 ')).toBe('1952-10-07');
  });
  it('rejects impossible dates', () => {
    expect(parseDisplayDate('31/02/2000')).toBeNull();
    expect(parseDisplayDate('29/02/1900')).toBeNull();
    expect(parseDisplayDate('29/02/2023')).toBeNull();
    expect(parseDisplayDate('31/04/2020')).toBeNull();
    expect(parseDisplayDate('00/10/1952')).toBeNull();
    expect(parseDisplayDate('10/13/1952')).toBeNull();
    expect(parseDisplayDate('10/00/1952')).toBeNull();
  });
  it('rejects years out of range', () => {
    expect(parseDisplayDate('31/12/1899')).toBeNull();
    expect(parseDisplayDate('01/01/2100')).toBeNull();
    expect(parseDisplayDate('01/01/1950', { minYear: 1960 })).toBeNull();
    expect(parseDisplayDate('01/01/2100', { maxYear: 2100 })).toBe('2100-01-01');
  });
  it('rejects malformed text', () => {
    expect(parseDisplayDate('')).toBeNull();
    expect(parseDisplayDate('1952-10-07')).toBeNull();
    expect(parseDisplayDate('07/10/52')).toBeNull();
    expect(parseDisplayDate('07/10/19522')).toBeNull();
    expect(parseDisplayDate('aa/bb/cccc')).toBeNull();
    expect(parseDisplayDate('07/10')).toBeNull();
    expect(parseDisplayDate(null)).toBeNull();
    expect(parseDisplayDate(undefined)).toBeNull();
  });
});

describe('toDisplayDate', () => {
  it('formats ISO as DD/MM/YYYY', () => {
    expect(toDisplayDate('1952-10-07')).toBe('07/10/1952');
    expect(toDisplayDate('2000-02-29')).toBe('29/02/2000');
  });
  it('returns empty text for empty or invalid ISO', () => {
    expect(toDisplayDate('')).toBe('');
    expect(toDisplayDate(null)).toBe('');
    expect(toDisplayDate('2000-02-31')).toBe('');
    expect(toDisplayDate('07/10/1952')).toBe('');
  });
  it('round-trips with parseDisplayDate', () => {
    for (const iso of ['1900-01-01', '1952-10-07', '2024-02-29', '2099-12-31']) {
      expect(parseDisplayDate(toDisplayDate(iso))).toBe(iso);
    }
  });
});

describe('isoToParts / partsToIso', () => {
  it('splits and builds ISO dates', () => {
    expect(isoToParts('1952-10-07')).toEqual({ year: 1952, month: 10, day: 7 });
    expect(isoToParts('1952-02-30')).toBeNull();
    expect(partsToIso(1952, 10, 7)).toBe('1952-10-07');
    expect(partsToIso(1899, 10, 7)).toBeNull();
    expect(partsToIso(2000, 2, 30)).toBeNull();
    expect(partsToIso(2000, 1.5, 3)).toBeNull();
  });
});
