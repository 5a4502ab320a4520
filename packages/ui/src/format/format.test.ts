import { describe, expect, it } from 'vitest';
import { formatCount, formatUsd } from './money';
import {
  currentMonth,
  formatDate,
  formatDateTime,
  monthLabel,
  parseMonth,
  toMonthKey,
} from './dates';
import { joinList, orNA, splitFieldName, yesNo } from './values';
import { statusLabel, statusTone } from './status';

describe('formatUsd', () => {
  it('formats integer cents as USD with exactly two decimals', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(1250)).toBe('$12.50');
    expect(formatUsd(100)).toBe('$1.00');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(-250)).toBe('-$2.50');
  });
  it('shows N/A for missing or non-finite amounts', () => {
    expect(formatUsd(null)).toBe('N/A');
    expect(formatUsd(undefined)).toBe('N/A');
    expect(formatUsd(Number.NaN)).toBe('N/A');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('N/A');
  });
});

describe('formatCount', () => {
  it('groups thousands and defaults to 0', () => {
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(null)).toBe('0');
    expect(formatCount(undefined)).toBe('0');
  });
});

describe('formatDate', () => {
  it('formats date-only ISO strings as that calendar day', () => {
    expect(formatDate('2025-01-05')).toBe('05/01/2025');
    expect(formatDate('1952-10-07')).toBe('07/10/1952');
  });
  it('formats Date objects and timestamps', () => {
    expect(formatDate(new Date(2024, 1, 29, 12))).toBe('29/02/2024');
    expect(formatDate('2025-03-31T23:30:00Z', { zone: 'utc' })).toBe('31/03/2025');
  });
  it('shows N/A for invalid or missing input', () => {
    expect(formatDate('not a date')).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate(new Date(Number.NaN))).toBe('N/A');
  });
});

describe('formatDateTime', () => {
  it('formats in UTC as DD/MM/YYYY, HH:mm:ss', () => {
    expect(formatDateTime('2025-01-05T08:09:10Z', { zone: 'utc' })).toBe('05/01/2025, 08:09:10');
    expect(formatDateTime('2025-01-05T23:59:59.999+02:00', { zone: 'utc' })).toBe(
      '05/01/2025, 21:59:59',
    );
  });
  it('formats in the local zone by default', () => {
    const d = new Date(2025, 6, 4, 15, 4, 5);
    expect(formatDateTime(d)).toBe('04/07/2025, 15:04:05');
    expect(formatDateTime(d.toISOString(), { zone: 'local' })).toBe('04/07/2025, 15:04:05');
  });
  it('shows N/A for invalid input', () => {
    expect(formatDateTime('garbage')).toBe('N/A');
    expect(formatDateTime(null)).toBe('N/A');
  });
});

describe('months', () => {
  it('monthLabel shows the full month name and year', () => {
    expect(monthLabel('2025-01')).toBe('January 2025');
    expect(monthLabel('1999-12')).toBe('December 1999');
    expect(monthLabel('2025-13')).toBe('N/A');
    expect(monthLabel('2025-1')).toBe('N/A');
    expect(monthLabel(null)).toBe('N/A');
  });
  it('currentMonth is the local calendar month as YYYY-MM', () => {
    expect(currentMonth(new Date(2025, 0, 31, 23, 59))).toBe('2025-01');
    expect(currentMonth(new Date(2024, 11, 1, 0, 0))).toBe('2024-12');
    expect(currentMonth()).toMatch(/^\d{4}-\d{2}$/);
  });
  it('parseMonth and toMonthKey round-trip', () => {
    expect(parseMonth('2025-07')).toEqual({ year: 2025, month: 7 });
    expect(parseMonth('2025-00')).toBeNull();
    expect(toMonthKey(2025, 7)).toBe('2025-07');
  });
});

describe('yesNo', () => {
  it('maps booleans to Yes/No and missing to N/A', () => {
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
    expect(yesNo('TRUE')).toBe('Yes');
    expect(yesNo('false')).toBe('No');
    expect(yesNo(null)).toBe('N/A');
    expect(yesNo(undefined)).toBe('N/A');
    expect(yesNo('maybe')).toBe('N/A');
  });
});

describe('orNA', () => {
  it('returns text or N/A for empty values', () => {
    expect(orNA('abc')).toBe('abc');
    expect(orNA('')).toBe('N/A');
    expect(orNA('   ')).toBe('N/A');
    expect(orNA(null)).toBe('N/A');
    expect(orNA(undefined)).toBe('N/A');
    expect(orNA(0)).toBe('0');
    expect(orNA(Number.NaN)).toBe('N/A');
    expect(orNA(true)).toBe('Yes');
    expect(orNA(false)).toBe('No');
    expect(orNA(['a', 'b'])).toBe('a, b');
    expect(orNA([])).toBe('N/A');
    expect(orNA({ a: 1 })).toBe('{"a":1}');
  });
});

describe('joinList', () => {
  it('joins with comma and space or shows N/A', () => {
    expect(joinList(['a@x.com', 'b@y.com'])).toBe('a@x.com, b@y.com');
    expect(joinList(['one'])).toBe('one');
    expect(joinList([1, 2])).toBe('1, 2');
    expect(joinList(['', null, 'x'])).toBe('x');
    expect(joinList([])).toBe('N/A');
    expect(joinList(null)).toBe('N/A');
    expect(joinList(undefined)).toBe('N/A');
  });
});

describe('splitFieldName', () => {
  it('splits camelCase and snake_case into capitalised words', () => {
    expect(splitFieldName('firstName')).toBe('First Name');
    expect(splitFieldName('ip_address')).toBe('Ip Address');
    expect(splitFieldName('dateOfBirth')).toBe('Date Of Birth');
    expect(splitFieldName('f_name')).toBe('F Name');
    expect(splitFieldName('email')).toBe('Email');
    expect(splitFieldName('IPAddress')).toBe('IP Address');
    expect(splitFieldName('fuzzy_amlp')).toBe('Fuzzy Amlp');
    expect(splitFieldName('address2')).toBe('Address2');
  });
});

describe('statusLabel', () => {
  const table: Array<[string | null | undefined, string]> = [
    ['DECLINED', 'Declined'],
    ['RISKY', 'Risky'],
    ['ERROR', 'Error'],
    ['FAILED', 'Error'],
    ['UNKNOWN', 'Unknown'],
    ['VERIFIED', 'Verified'],
    ['PASSED', 'Verified'],
    ['SUSPICIOUS', 'Suspicious'],
    ['declined', 'Declined'],
    ['Risky', 'Risky'],
    ['error', 'Error'],
    ['failed', 'Error'],
    ['unknown', 'Unknown'],
    ['verified', 'Verified'],
    ['Passed', 'Verified'],
    ['sUsPiCiOuS', 'Suspicious'],
    [' verified ', 'Verified'],
    ['PENDING', 'Not Available'],
    ['', 'Not Available'],
    [null, 'Not Available'],
    [undefined, 'Not Available'],
  ];
  it.each(table)('%s → %s', (input, expected) => {
    expect(statusLabel(input)).toBe(expected);
  });
  it('ignores non-string input', () => {
    expect(statusLabel(42 as unknown as string)).toBe('Not Available');
  });
});

describe('statusTone', () => {
  it('gives each label a palette', () => {
    expect(statusTone('VERIFIED')).toBe('green');
    expect(statusTone('passed')).toBe('green');
    expect(statusTone('DECLINED')).toBe('red');
    expect(statusTone('RISKY')).toBe('orange');
    expect(statusTone('SUSPICIOUS')).toBe('yellow');
    expect(statusTone('FAILED')).toBe('purple');
    expect(statusTone('UNKNOWN')).toBe('gray');
    expect(statusTone(null)).toBe('gray');
  });
});

describe('calendar helpers', () => {
  it('computes month lengths, first weekdays and month arithmetic', async () => {
    const { addMonths, daysInMonth, firstWeekdayOfMonth } = await import('./calendar');
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(firstWeekdayOfMonth(2025, 9)).toBe(0); // 1 Sep 2025 is a Monday
    expect(firstWeekdayOfMonth(1952, 10)).toBe(2); // 1 Oct 1952 is a Wednesday
    expect(addMonths(2025, 1, -1)).toEqual({ year: 2024, month: 12 });
    expect(addMonths(2024, 12, 1)).toEqual({ year: 2025, month: 1 });
    expect(addMonths(2024, 5, 14)).toEqual({ year: 2025, month: 7 });
  });
});

describe('date parsing edge cases', () => {
  it('handles SQL-style timestamps, epoch ms and invalid calendar dates', () => {
    expect(formatDateTime('2025-01-05 08:09:10Z', { zone: 'utc' })).toBe('05/01/2025, 08:09:10');
    expect(formatDateTime(Date.UTC(2025, 0, 5, 8, 9, 10), { zone: 'utc' })).toBe(
      '05/01/2025, 08:09:10',
    );
    expect(formatDate('2025-02-31')).toBe('N/A');
    expect(formatDateTime('2025-02-31')).toBe('N/A');
    expect(formatDate('2025-01-05', { zone: 'utc' })).toBe('05/01/2025');
    expect(formatDateTime('2025-01-05')).toBe('05/01/2025, 00:00:00');
  });
});
