import { describe, expect, it } from 'vitest';

import { isCurrency, minorDigits, parseMinor } from './money.js';

describe('amounts in minor units', () => {
  it('reads amounts exactly: no more decimals than the currency has, nothing but digits', () => {
    expect(parseMinor('1500.5', 2)).toBe(150050);
    expect(parseMinor('0.1', 2)).toBe(10);
    expect(parseMinor('3000', 0)).toBe(3000);
    expect(parseMinor(' 9000 ', 0)).toBe(9000);
    expect(parseMinor('3000.5', 0)).toBeNull();
    expect(parseMinor('1.234', 3)).toBe(1234);
    expect(parseMinor('-5', 2)).toBeNull();
    expect(parseMinor('1e3', 2)).toBeNull();
  });

  it('knows each currency’s decimals, and which codes are currencies', () => {
    expect(minorDigits('PHP')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('BHD')).toBe(3);
    expect(isCurrency('CHF')).toBe(true);
    expect(isCurrency('XYZ')).toBe(false);
  });
});
