import { describe, expect, it } from 'vitest';

import { authPath, safeReturnPath } from '@/lib/return-path';

describe('safeReturnPath', () => {
  it('takes a path on this site', () => {
    expect(safeReturnPath('/join-trip?token=abc_-1')).toBe('/join-trip?token=abc_-1');
    expect(safeReturnPath('/trips/12')).toBe('/trips/12');
  });

  it('refuses anything that could lead elsewhere', () => {
    for (const value of [
      null,
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '/ok\\..\\x',
      'javascript:alert(1)',
      'join-trip',
      '/\tevil',
      '/\n/evil.example',
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});

describe('authPath', () => {
  it('names the tab and the way back', () => {
    const url = new URL(authPath('register', '/join-trip?token=abc'), 'https://lakbay.example');
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.get('tab')).toBe('register');
    expect(url.searchParams.get('next')).toBe('/join-trip?token=abc');
  });
});
