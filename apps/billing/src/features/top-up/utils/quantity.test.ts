import { describe, expect, it } from 'vitest';
import {
  isQuantityShape,
  minimumFor,
  minimumMessage,
  parseQuantity,
  priceCents,
  sanitizeQuantity,
} from './quantity';

describe('sanitizeQuantity (digits with an optional decimal point only)', () => {
  it.each([
    ['500', '500'],
    ['12.5', '12.5'],
    ['abc', ''],
    ['1e5', '15'],
    ['-500', '500'],
    ['+500', '500'],
    ['1,000 calls', '1000'],
    ['1.2.3', '1.23'],
    ['..5', '.5'],
    [' 25 000 ', '25000'],
    ['５００', ''],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeQuantity(raw)).toBe(expected);
  });

  it('accepts the shapes the field can hold and nothing else', () => {
    expect(isQuantityShape('500')).toBe(true);
    expect(isQuantityShape('500.')).toBe(true);
    expect(isQuantityShape('.5')).toBe(true);
    expect(isQuantityShape('5.5.5')).toBe(false);
    expect(isQuantityShape('5e3')).toBe(false);
  });

  it('parses a quantity, and nothing from an empty field or a lone point', () => {
    expect(parseQuantity('25000')).toBe(25000);
    expect(parseQuantity('500.')).toBe(500);
    expect(parseQuantity('12.5')).toBe(12.5);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('.')).toBeNull();
    expect(parseQuantity(undefined)).toBeNull();
  });
});

describe('minimum per service (spec §9)', () => {
  it.each([
    ['BIN Lookup', 25000],
    ['bin lookup', 25000],
    ['Card BIN', 25000],
    ['Email Lookup', 500],
    ['Phone Lookup', 500],
    ['IP Lookup', 500],
    ['Address Lookup', 500],
    ['Individual AML Screening', 500],
    ['Business AML Screening', 500],
  ])('%s → %i', (name, min) => {
    expect(minimumFor(name)).toBe(min);
  });

  it('words the minimum in calls for a quantity, in dollars for an amount (spec §5)', () => {
    expect(minimumMessage('BIN Lookup')).toBe('Minimum quantity for BIN Lookup is 25000 calls');
    expect(minimumMessage('Email Lookup')).toBe('Minimum quantity for Email Lookup is 500 calls');
    expect(minimumMessage('Email Lookup', 'amount')).toBe(
      'Minimum amount for Email Lookup is $500',
    );
  });
});

describe('priceCents (quantity × cost per call, integer cents)', () => {
  it('multiplies in cents without floating-point drift', () => {
    expect(priceCents(500, 2)).toBe(1000);
    expect(priceCents(25000, 1)).toBe(25000);
    expect(priceCents(500, 20)).toBe(10000);
    expect(priceCents(3333, 3)).toBe(9999);
    expect(Number.isInteger(priceCents(700, 3))).toBe(true);
  });

  it('is 0 for no or a non-positive quantity', () => {
    expect(priceCents(0, 5)).toBe(0);
    expect(priceCents(-1, 5)).toBe(0);
    expect(priceCents(Number.NaN, 5)).toBe(0);
  });
});
